/**
 * Who may call a staff route. Every /api/admin/* route names the roles it allows; this hook runs before
 * the body is even read: it finds the session from its cookie (a customer token never opens it), checks
 * the CSRF header on every call that changes something, holds a member who must have two-factor and has
 * none to its set-up (two-factor-policy.ts), and refuses other roles.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { StaffRole } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { Forbidden, Unauthorized } from "../../infra/errors.ts";
import type { Actor } from "./audit.ts";
import { sessionOfToken, STAFF_SESSION_TTL_MS, type StaffSession } from "./sessions.ts";

export const STAFF_COOKIE = "petsies_staff";
export const CSRF_HEADER = "x-csrf-token";
/** The cookie goes only to the staff API. */
const COOKIE_PATH = "/api/admin";

declare module "fastify" {
  interface FastifyRequest {
    staffSession: StaffSession | null;
  }
}

export const ALL_STAFF: readonly StaffRole[] = ["owner", "production", "support"];

export interface Access {
  roles: readonly StaffRole[];
  /** The calls a member may make before setting up two-factor (reading the session, the set-up, sign-out). */
  duringTotpSetup?: boolean;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function staffOnly(db: Db, access: Access): onRequestAsyncHookHandler {
  return async (req: FastifyRequest) => {
    const token = req.cookies[STAFF_COOKIE];
    const session = token ? await sessionOfToken(db, token) : null;
    if (!session) throw new Unauthorized("Please sign in to the back office.", "unauthenticated");
    if (!SAFE_METHODS.has(req.method)) {
      const csrf = req.headers[CSRF_HEADER];
      if (typeof csrf !== "string" || !sameToken(csrf, session.csrfToken)) {
        throw new Forbidden("This page is out of date: reload it and try again.", "csrf");
      }
    }
    if (session.totpSetupRequired && !access.duringTotpSetup) {
      throw new Forbidden("Set up two-factor sign-in before anything else.", "totp_setup_required");
    }
    if (!access.roles.includes(session.staff.role as StaffRole)) {
      throw new Forbidden("Your role does not allow this. Ask an owner if you need it.", "forbidden");
    }
    req.staffSession = session;
  };
}

/** The signed-in member of a request that passed staffOnly. */
export function sessionOf(req: FastifyRequest): StaffSession {
  if (!req.staffSession) throw new Unauthorized("Please sign in to the back office.", "unauthenticated");
  return req.staffSession;
}

export function actorOf(req: FastifyRequest): Actor {
  const { staff } = sessionOf(req);
  return { staffId: staff.id, email: staff.email };
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: req.protocol === "https",
    maxAge: STAFF_SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: "strict", secure: req.protocol === "https" });
}
