/**
 * A passkey authenticator in software, at the world's edge of the API tests as the Stripe stand-in is: it makes
 * an ES256 key pair and answers the WebAuthn ceremonies as a phone or a security key would ("none" attestation,
 * the person present and verified), with a signature counter that a test may set back to replay an old count.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import type { PasskeyAssertion, PasskeyAttestation } from "@petsies/contract/admin";

const FLAG_PRESENT = 0x01;
const FLAG_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export class TestAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle: string | undefined;
  /** The signature counter the next answer carries, less one. */
  counter = 0;

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" }));
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The answer to registration options (navigator.credentials.create). */
  register(options: { challenge: string; user?: { id?: string } }): PasskeyAttestation {
    this.userHandle = (options.user as { id?: string } | undefined)?.id;
    const jwk = this.publicKey.export({ format: "jwk" });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([FLAG_PRESENT | FLAG_VERIFIED | FLAG_ATTESTED]),
      counterBytes(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestation: [string, string | Uint8Array | Map<string, string>][] = [
      ["fmt", "none"],
      ["attStmt", new Map<string, string>()],
      ["authData", authData],
    ];
    const attestationObject = isoCBOR.encode(new Map(attestation));
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64(this.clientData("webauthn.create", options.challenge)), attestationObject: b64(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
    };
  }

  /** The answer to sign-in options (navigator.credentials.get); `verified`: the person gave their PIN or fingerprint. */
  authenticate(options: { challenge: string }, { verified = true } = {}): PasskeyAssertion {
    this.counter += 1;
    const clientData = this.clientData("webauthn.get", options.challenge);
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([FLAG_PRESENT | (verified ? FLAG_VERIFIED : 0)]), counterBytes(this.counter)]);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(authData), signature: b64(signature), ...(this.userHandle ? { userHandle: this.userHandle } : {}) },
      clientExtensionResults: {},
    };
  }
}
