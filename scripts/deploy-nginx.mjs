// The nginx of deploy/nginx, run on this machine by scripts/rolling-restart-check.mjs: deploy/nginx/petsies.conf
// as it is, with the check's ports and folders in place of the example's addresses and paths and without the
// certificate (plain HTTP on 127.0.0.1), inside a main configuration of its own. It runs from a folder of its own
// (`nginx -p <dir>`), so it needs no root and touches nothing of the machine's nginx.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, startProcess } from "./processes.mjs";

const DEPLOY = path.join(ROOT, "deploy", "nginx");

/** The nginx program: on the PATH, or where Debian puts it (/usr/sbin is not on every user's PATH). */
export function findNginx() {
  for (const dir of [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"]) {
    const candidate = path.join(dir, "nginx");
    if (dir && existsSync(candidate) && spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  return null;
}

/**
 * Replaces what `pattern` (global) finds, `count` times exactly, with `replacements` in turn: the example file
 * changing shape fails the check here, by name, rather than leaving an address of the example in place.
 */
function replaceEach(text, pattern, replacements, what) {
  const found = text.match(pattern)?.length ?? 0;
  if (found !== replacements.length) {
    throw new Error(`deploy/nginx/petsies.conf: expected ${replacements.length} ${what}, found ${found}`);
  }
  let i = 0;
  return text.replace(pattern, () => replacements[i++]);
}

/**
 * Writes the configuration into `dir` and answers its path. `apis` and `storefronts` are ports on 127.0.0.1;
 * the public address listens on `publicPort`, the storefronts' way to the APIs on `internalPort`.
 */
export function writeNginxConfig({ dir, publicPort, internalPort, apis, storefronts }) {
  for (const sub of ["cache", "temp", "logs"]) mkdirSync(path.join(dir, sub), { recursive: true });
  // Started by root, nginx's workers run as an unprivileged user, which must reach the cache (mkdtemp makes
  // folders only their owner may enter).
  chmodSync(path.dirname(dir), 0o711);
  chmodSync(dir, 0o755);
  let site = readFileSync(path.join(DEPLOY, "petsies.conf"), "utf8");
  site = replaceEach(site, /server 10\.0\.0\.2\d:3000/g, storefronts.map((port) => `server 127.0.0.1:${port}`), "storefront servers");
  site = replaceEach(site, /server 10\.0\.0\.1\d:3001/g, apis.map((port) => `server 127.0.0.1:${port}`), "API servers");
  site = replaceEach(site, /listen 443 ssl;/g, [`listen 127.0.0.1:${publicPort};`], "public listen lines");
  site = replaceEach(site, /listen 10\.0\.0\.10:8081;/g, [`listen 127.0.0.1:${internalPort};`], "internal listen lines");
  site = replaceEach(site, /^\s*ssl_certificate(_key)? .*\n/gm, ["", ""], "certificate lines");
  site = replaceEach(site, /\/var\/cache\/nginx\/petsies/g, [path.join(dir, "cache")], "cache paths");
  const proxy = path.join(dir, "petsies-proxy.conf");
  site = replaceEach(site, /\/etc\/nginx\/petsies-proxy\.conf/g, [proxy, proxy], "proxy includes");
  writeFileSync(proxy, readFileSync(path.join(DEPLOY, "petsies-proxy.conf")));
  writeFileSync(path.join(dir, "petsies.conf"), site);

  const temp = (name) => path.join(dir, "temp", name);
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "logs", "error.log")} warn;
events { worker_connections 1024; }
http {
    log_format upstreams '$status $request_method $request_uri upstream=$upstream_addr:$upstream_status $request_time s';
    access_log ${path.join(dir, "logs", "access.log")} upstreams;
    client_body_temp_path ${temp("body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};
    include ${path.join(dir, "petsies.conf")};
}
`,
  );
  return conf;
}

/** Starts nginx in the foreground on that configuration (its own error log from the first line on). */
export function startNginx(bin, dir, conf) {
  return startProcess("nginx", bin, ["-p", dir, "-c", conf, "-e", path.join(dir, "logs", "error.log"), "-g", "daemon off;"]);
}
