// What `npm run deploy` (scripts/deploy.mjs) and the predeploy check (scripts/predeploy-check.mjs) decide, as pure
// functions: no files, no processes, no exits. scripts/lib/deploy-plan.test.mjs covers them.
//
// Why hosting and the function go together: Hosting serves the prerendered pages and the built scripts
// (web/dist), and the `api` function renders /blogs, /blogs/{id}, /videos and /sitemap.xml with the page shell and
// script names of the same web build (functions/lib carries a copy). Shipping one without the other leaves the
// function's pages pointing at scripts that no longer exist, or the site calling an API of another version.
// Rules and indexes do not depend on the build and may go alone.

/** Files a deploy writes into web/dist and functions/lib; the predeploy check compares them. Hosting skips dotfiles. */
export const STAMP_FILE = '.deploy-build.json';
/** Environment variable through which the deploy script hands its build id to the predeploy check. */
export const BUILD_ID_ENV = 'DEPLOY_BUILD_ID';

const RULES_ONLY_EXAMPLE = 'npm run deploy -- --only firestore:rules,firestore:indexes,storage';

/** `--project x` / `-P x` / `--project=x` taken out of the arguments; the rest go to `firebase deploy`. */
export function splitProjectArg(argv) {
  const at = argv.findIndex((a) => a === '--project' || a === '-P' || a.startsWith('--project='));
  if (at < 0) return { requested: undefined, passThrough: [...argv] };
  const inline = argv[at].includes('=');
  const requested = inline ? argv[at].slice(argv[at].indexOf('=') + 1) : argv[at + 1];
  const passThrough = argv.filter((_, i) => i !== at && (inline || i !== at + 1));
  return { requested, passThrough };
}

/** The comma-separated lists given to `name` (`--only a,b`, `--only=a,b`, repeated), or null when absent. */
function listOption(argv, name) {
  let found = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    let value;
    if (arg === name) value = argv[i + 1] ?? '';
    else if (arg.startsWith(`${name}=`)) value = arg.slice(name.length + 1);
    else continue;
    found ??= [];
    found.push(
      ...value
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    );
  }
  return found;
}

/** `hosting`, `hosting:site`, `functions:api`, `functions:default:api` -> `hosting` / `functions`; others as named. */
const productOf = (target) => target.split(':')[0];

/**
 * Which products a `firebase deploy` with these arguments ships (of those firebase.json names):
 * `hosting` and `functions` booleans, and the `--only` / `--except` lists as given.
 */
export function deployTargets(passThrough) {
  const only = listOption(passThrough, '--only');
  const except = listOption(passThrough, '--except');
  const ships = (product) => {
    if (only) return only.some((t) => productOf(t) === product);
    if (except) return !except.some((t) => productOf(t) === product);
    return true;
  };
  return { only, except, hosting: ships('hosting'), functions: ships('functions') };
}

const LOOPBACK_V4 = /^127(?:\.\d{1,3}){3}$/;

/** True for a hostname that only means this machine (localhost, 127.x.x.x, ::1, 0.0.0.0). */
export function isLocalHostname(hostname) {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    LOOPBACK_V4.test(host) ||
    host === '0.0.0.0' ||
    host === '[::1]' ||
    host === '::1' ||
    host === '[::]'
  );
}

/**
 * Why this SITE_URL cannot go to production, or null when it can. It becomes the canonical and Open Graph URLs of
 * every page, the sitemap's and robots.txt's addresses: it must be the public https origin of the site.
 */
export function siteUrlProblem(
  raw,
  { envFile = 'functions/.env.<project-id>', projectId = '<project-id>' } = {},
) {
  const value = (raw ?? '').trim();
  const fix = `Set SITE_URL=https://${projectId}.web.app (or your custom domain) in ${envFile}.`;
  if (!value) {
    return (
      'SITE_URL is missing. Without it the pages, share tags, sitemap and robots.txt would name ' +
      `http://localhost:5000 instead of the site. ${fix}`
    );
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL "${value}" is not a URL. ${fix}`;
  }
  if (isLocalHostname(url.hostname)) {
    return (
      `SITE_URL "${value}" points at this machine: the live pages, share tags, sitemap and robots.txt would ` +
      `send visitors and crawlers to ${url.hostname}. ${fix} (A local address belongs in functions/.env.local.)`
    );
  }
  if (url.protocol !== 'https:') {
    return `SITE_URL "${value}" must start with https:// (Hosting serves the site over https only). ${fix}`;
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return `SITE_URL "${value}" must be the site's origin only, like https://${projectId}.web.app. ${fix}`;
  }
  return null;
}

/**
 * The deploy's plan from `npm run deploy`'s arguments (without --project) and the SITE_URL the function will get.
 * { ok: true, build, passThrough, targets } or { ok: false, message }. `build` is false for a deploy that ships
 * neither hosting nor the function (rules and indexes only): nothing to build, and SITE_URL does not matter.
 */
export function planDeploy({ passThrough, siteUrl, projectId, envFile }) {
  const targets = deployTargets(passThrough);
  if (targets.only && targets.only.length === 0) {
    return { ok: false, message: `--only needs a list of targets, e.g. \`${RULES_ONLY_EXAMPLE}\`.` };
  }
  if (targets.hosting !== targets.functions) {
    const alone = targets.hosting ? 'Hosting' : 'the `api` function';
    const other = targets.hosting ? 'the `api` function' : 'Hosting';
    return {
      ok: false,
      message:
        `Refusing to deploy ${alone} without ${other}. They come from one build and go together: the function ` +
        'renders /blogs, /blogs/{id}, /videos and /sitemap.xml with the page shell and script names of the web ' +
        'build, so shipping one alone leaves pages pointing at scripts that no longer exist.\n' +
        'Deploy both: `npm run deploy` (everything) or `npm run deploy -- --only hosting,functions`.\n' +
        `Rules and indexes alone stay allowed: \`${RULES_ONLY_EXAMPLE}\`.`,
    };
  }
  const build = targets.hosting && targets.functions;
  if (build) {
    const problem = siteUrlProblem(siteUrl, { envFile, projectId });
    if (problem) return { ok: false, message: problem };
  }
  return { ok: true, build, passThrough, targets, siteUrl: build ? siteUrl.trim() : undefined };
}

/** KEY=value lines of a dotenv file (comments and blank lines skipped, one level of quotes removed). */
export function parseEnv(text) {
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/);
    if (m) out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

/**
 * The dotenv files `firebase deploy` uploads with the function, in the order it merges them (later wins):
 * functions/.env, .env.<project-id>, .env.<alias> (the alias only when the deploy names the project by it).
 */
export function functionsEnvFiles(projectId, alias) {
  const files = ['.env', `.env.${projectId}`];
  if (alias && alias !== projectId) files.push(`.env.${alias}`);
  return files;
}

/** The default codebase's source folder in firebase.json (where the function's package.json is). */
export function functionsSourceOf(firebaseJson) {
  const fns = [].concat(firebaseJson.functions ?? []);
  return (fns.find((f) => (f.codebase ?? 'default') === 'default') ?? fns[0])?.source ?? 'functions';
}

/**
 * Where the deployed outputs are, relative to the repository root, from firebase.json (hosting.public; the default
 * codebase's source) and the function's package.json (`main`'s folder): today web/dist and functions/lib.
 */
export function deployOutputs(firebaseJson, functionsPackageJson) {
  const hosting = Array.isArray(firebaseJson.hosting) ? firebaseJson.hosting[0] : firebaseJson.hosting;
  const source = functionsSourceOf(firebaseJson);
  const main = functionsPackageJson.main ?? 'lib/index.js';
  const lib = main.includes('/') ? main.slice(0, main.lastIndexOf('/')) : '.';
  return {
    hosting: hosting?.public ?? 'web/dist',
    functionsSource: source,
    functionsOutput: lib === '.' ? source : `${source}/${lib}`,
  };
}

/** What a deploy writes into web/dist and functions/lib once both built. */
export function makeStamp({ buildId, projectId, siteUrl, envFiles }) {
  return { buildId, projectId, mode: 'firebase', siteUrl, envFiles, builtAt: new Date().toISOString() };
}

/**
 * Why the builds on disk must not be deployed now, as a list of messages (empty: go ahead).
 * `buildId`: the id the deploy script handed down (undefined under a bare `firebase deploy`);
 * `projectId`: the project being deployed to; `web`, `functions`: the stamps read from web/dist and functions/lib
 * (undefined when absent or unreadable).
 */
export function stampProblems({ buildId, projectId, web, functions }) {
  const use =
    'Deploy with `npm run deploy` (add `-- --project <alias>` if needed): it builds the site and the function ' +
    'for firebase mode with your SITE_URL and ships them together.';
  if (!buildId) {
    return [
      `This deploy was not started by \`npm run deploy\`, so web/dist and functions/lib may be a stale or local ` +
        `build (local builds name http://localhost:5000 in every page). ${use}`,
    ];
  }
  const problems = [];
  for (const [where, stamp] of [
    ['web/dist', web],
    ['functions/lib', functions],
  ]) {
    if (!stamp) {
      problems.push(`${where} has no ${STAMP_FILE}: it was not built by this deploy. ${use}`);
      continue;
    }
    if (stamp.buildId !== buildId) {
      problems.push(`${where} comes from another build (${stamp.buildId}, not ${buildId}). ${use}`);
    }
    if (stamp.mode !== 'firebase') problems.push(`${where} was not built for firebase mode. ${use}`);
    if (projectId && stamp.projectId !== projectId) {
      problems.push(`${where} was built for project "${stamp.projectId}", not "${projectId}". ${use}`);
    }
    const siteProblem = siteUrlProblem(stamp.siteUrl, { projectId: stamp.projectId });
    if (siteProblem) problems.push(`${where}: ${siteProblem}`);
  }
  return problems;
}

/**
 * Local addresses in a built file's tags (href/content/src attributes, robots.txt's Sitemap line): what a build
 * without a production SITE_URL leaves behind. Scripts' code is not looked at (it may name emulator hosts).
 */
export function localUrlsIn(text) {
  const found = new Set();
  const attr = /\b(?:href|content|src)\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi;
  const sitemap = /^\s*Sitemap:\s*(\S+)/gim;
  for (const re of [attr, sitemap]) {
    for (const m of text.matchAll(re)) {
      try {
        if (isLocalHostname(new URL(m[1]).hostname)) found.add(m[1]);
      } catch {
        // not a URL: nothing to say
      }
    }
  }
  return [...found];
}

/** The fields of functions/package.json that its lockfile must match (npm ci compares them). */
export const FUNCTIONS_DEP_FIELDS = ['dependencies', 'optionalDependencies', 'devDependencies'];

/**
 * Why functions/package-lock.json cannot be what Cloud Build installs the function from (null: it can). `lock` is
 * the parsed lockfile, or undefined when there is none. Cloud Build runs `npm ci` when a lockfile is uploaded, which
 * fails on ranges that differ from package.json; with no lockfile it resolves fresh versions on every deploy.
 */
export function functionsLockProblem(pkg, lock) {
  const fix = 'run `npm run lock:functions` and commit functions/package-lock.json';
  if (!lock)
    return `functions/package-lock.json is missing: every deploy would resolve fresh versions; ${fix}.`;
  const root = lock.packages?.[''];
  if (!root) return `functions/package-lock.json is not an npm 7+ lockfile; ${fix}.`;
  for (const field of FUNCTIONS_DEP_FIELDS) {
    const want = pkg[field] ?? {};
    const have = root[field] ?? {};
    for (const name of new Set([...Object.keys(want), ...Object.keys(have)])) {
      if (want[name] !== have[name]) {
        return (
          `functions/package-lock.json does not match functions/package.json (${field} ${name}: ` +
          `${have[name] ?? 'absent'} in the lockfile, ${want[name] ?? 'absent'} in package.json); ${fix}.`
        );
      }
    }
  }
  return null;
}
