import { describe, expect, it } from 'vitest';
import {
  deployOutputs,
  deployTargets,
  functionsEnvFiles,
  functionsLockProblem,
  localUrlsIn,
  parseEnv,
  planDeploy,
  siteUrlProblem,
  splitProjectArg,
  stampProblems,
} from './deploy-plan.mjs';

const SITE = 'https://my-36x.web.app';
const plan = (passThrough, ...siteUrl) =>
  planDeploy({ passThrough, siteUrl: siteUrl.length ? siteUrl[0] : SITE, projectId: 'my-36x' });

describe('planDeploy: what may ship', () => {
  it('allows the full deploy, built once', () => {
    const p = plan([]);
    expect(p).toMatchObject({ ok: true, build: true, siteUrl: SITE });
    expect(p.targets).toMatchObject({ hosting: true, functions: true });
  });

  it('allows hosting and the function together through --only', () => {
    expect(plan(['--only', 'hosting,functions'])).toMatchObject({ ok: true, build: true });
    expect(plan(['--only=functions:api,hosting,firestore:rules'])).toMatchObject({ ok: true, build: true });
    expect(plan(['--only', 'hosting', '--only', 'functions'])).toMatchObject({ ok: true, build: true });
  });

  it('refuses hosting alone', () => {
    for (const args of [
      ['--only', 'hosting'],
      ['--only=hosting'],
      ['--only', 'hosting,firestore:rules,storage'],
    ]) {
      const p = plan(args);
      expect(p.ok, args.join(' ')).toBe(false);
      expect(p.message).toMatch(/Refusing to deploy Hosting without the `api` function/);
      expect(p.message).toMatch(/npm run deploy -- --only hosting,functions/);
    }
  });

  it('refuses the function alone', () => {
    for (const args of [
      ['--only', 'functions'],
      ['--only', 'functions:api'],
      ['--only', 'functions,firestore'],
    ]) {
      const p = plan(args);
      expect(p.ok, args.join(' ')).toBe(false);
      expect(p.message).toMatch(/Refusing to deploy the `api` function without Hosting/);
    }
  });

  it('refuses an --except that leaves one of them out', () => {
    expect(plan(['--except', 'hosting']).ok).toBe(false);
    expect(plan(['--except', 'functions:api']).ok).toBe(false);
    expect(plan(['--except', 'storage'])).toMatchObject({ ok: true, build: true });
  });

  it('allows rules and indexes alone, with no build and whatever SITE_URL says', () => {
    for (const siteUrl of [SITE, undefined, 'http://localhost:5000']) {
      const p = plan(['--only', 'firestore:rules,firestore:indexes,storage'], siteUrl);
      expect(p).toMatchObject({ ok: true, build: false });
      expect(p.targets).toMatchObject({ hosting: false, functions: false });
    }
    expect(plan(['--except', 'hosting,functions'], undefined)).toMatchObject({ ok: true, build: false });
  });

  it('refuses an empty --only', () => {
    expect(plan(['--only']).ok).toBe(false);
    expect(plan(['--only=']).ok).toBe(false);
  });
});

describe('planDeploy: SITE_URL', () => {
  it('refuses a missing or blank SITE_URL', () => {
    for (const siteUrl of [undefined, '', '   ']) {
      const p = plan([], siteUrl);
      expect(p.ok).toBe(false);
      expect(p.message).toMatch(/SITE_URL is missing/);
      expect(p.message).toMatch(/SITE_URL=https:\/\/my-36x\.web\.app/);
    }
  });

  it('refuses a SITE_URL on this machine', () => {
    for (const siteUrl of [
      'http://localhost:5000',
      'https://localhost',
      'http://127.0.0.1:5000',
      'https://127.0.1.1',
      'http://[::1]:5000',
      'http://0.0.0.0',
      'https://app.localhost',
    ]) {
      const p = plan([], siteUrl);
      expect(p.ok, siteUrl).toBe(false);
      expect(p.message, siteUrl).toMatch(/points at this machine/);
    }
  });

  it('wants the https origin only', () => {
    expect(plan([], 'http://my-36x.web.app').message).toMatch(/https:\/\//);
    expect(plan([], 'my-36x.web.app').ok).toBe(false);
    expect(plan([], 'https://my-36x.web.app/blog').message).toMatch(/origin only/);
    expect(plan([], 'https://36x.example.in/')).toMatchObject({
      ok: true,
      siteUrl: 'https://36x.example.in/',
    });
    expect(plan([], '  https://36x.example.in ')).toMatchObject({
      ok: true,
      siteUrl: 'https://36x.example.in',
    });
    expect(siteUrlProblem('https://36x.example.in')).toBeNull();
  });
});

describe('arguments and files', () => {
  it('takes --project out of the arguments', () => {
    expect(splitProjectArg(['--project', 'prod', '--only', 'storage'])).toEqual({
      requested: 'prod',
      passThrough: ['--only', 'storage'],
    });
    expect(splitProjectArg(['-P', 'prod'])).toEqual({ requested: 'prod', passThrough: [] });
    expect(splitProjectArg(['--project=prod', '--force'])).toEqual({
      requested: 'prod',
      passThrough: ['--force'],
    });
    expect(splitProjectArg(['--force'])).toEqual({ requested: undefined, passThrough: ['--force'] });
  });

  it('reads --only lists', () => {
    expect(deployTargets(['--only', ' hosting , functions:api '])).toMatchObject({
      only: ['hosting', 'functions:api'],
      hosting: true,
      functions: true,
    });
  });

  it('reads dotenv files as firebase deploy merges them', () => {
    expect(parseEnv('# c\nAPI_MODE=firebase\nSITE_URL="https://a.web.app"\n\nexport X = 1\n')).toEqual({
      API_MODE: 'firebase',
      SITE_URL: 'https://a.web.app',
      X: '1',
    });
    expect(functionsEnvFiles('my-36x')).toEqual(['.env', '.env.my-36x']);
    expect(functionsEnvFiles('my-36x', 'prod')).toEqual(['.env', '.env.my-36x', '.env.prod']);
  });

  it('finds the outputs from firebase.json', () => {
    const firebaseJson = {
      hosting: { public: 'web/dist' },
      functions: [{ source: 'functions', codebase: 'default' }],
    };
    expect(deployOutputs(firebaseJson, { main: 'lib/index.js' })).toEqual({
      hosting: 'web/dist',
      functionsSource: 'functions',
      functionsOutput: 'functions/lib',
    });
  });
});

describe('stampProblems: the predeploy check', () => {
  const stamp = { buildId: 'b1', projectId: 'my-36x', mode: 'firebase', siteUrl: SITE };

  it('passes the build this deploy made', () => {
    expect(stampProblems({ buildId: 'b1', projectId: 'my-36x', web: stamp, functions: stamp })).toEqual([]);
  });

  it('refuses a bare firebase deploy', () => {
    const problems = stampProblems({ buildId: undefined, projectId: 'my-36x', web: stamp, functions: stamp });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/not started by `npm run deploy`/);
  });

  it('refuses missing, stale, other-project and local builds', () => {
    const check = (web, functions = stamp) =>
      stampProblems({ buildId: 'b1', projectId: 'my-36x', web, functions });
    expect(check(undefined).join('\n')).toMatch(/web\/dist has no \.deploy-build\.json/);
    expect(check(stamp, { ...stamp, buildId: 'b0' }).join('\n')).toMatch(
      /functions\/lib comes from another build/,
    );
    expect(check({ ...stamp, projectId: 'other' }).join('\n')).toMatch(/built for project "other"/);
    expect(check({ ...stamp, mode: 'production' }).join('\n')).toMatch(/not built for firebase mode/);
    expect(check({ ...stamp, siteUrl: 'http://localhost:5000' }).join('\n')).toMatch(
      /points at this machine/,
    );
  });

  it('finds local addresses in built tags and robots.txt, not in scripts', () => {
    expect(localUrlsIn('<link rel="canonical" href="http://localhost:5000/about">')).toEqual([
      'http://localhost:5000/about',
    ]);
    expect(localUrlsIn('<meta property="og:url" content="http://127.0.0.1:5000/">')).toHaveLength(1);
    expect(localUrlsIn('User-agent: *\nSitemap: http://localhost:5000/sitemap.xml\n')).toHaveLength(1);
    expect(localUrlsIn(`<link rel="canonical" href="${SITE}/about">\nSitemap: ${SITE}/sitemap.xml`)).toEqual(
      [],
    );
    expect(localUrlsIn('<script>connect("http://127.0.0.1:9099")</script>')).toEqual([]);
  });
});

describe('functionsLockProblem: the lockfile Cloud Build installs the function from', () => {
  const pkg = { dependencies: { express: '^5.1.0' }, devDependencies: { esbuild: '^0.28.2' } };
  const lockOf = (root) => ({ lockfileVersion: 3, packages: { '': root } });

  it('when the lockfile carries the same ranges, then it may deploy', () => {
    expect(functionsLockProblem(pkg, lockOf({ ...pkg }))).toBeNull();
  });

  it('when there is no lockfile, then the deploy is refused and says how to make one', () => {
    expect(functionsLockProblem(pkg, undefined)).toMatch(/missing.*npm run lock:functions/);
  });

  it('when a range changed in package.json only, then the deploy is refused naming the dependency', () => {
    const lock = lockOf({ dependencies: { express: '^5.0.0' }, devDependencies: { esbuild: '^0.28.2' } });
    expect(functionsLockProblem(pkg, lock)).toMatch(
      /dependencies express: \^5\.0\.0 in the lockfile, \^5\.1\.0/,
    );
  });

  it('when a dependency was removed from package.json, then the lockfile is stale', () => {
    const lock = lockOf({ ...pkg, dependencies: { ...pkg.dependencies, yup: '^1.7.1' } });
    expect(functionsLockProblem(pkg, lock)).toMatch(
      /yup: \^1\.7\.1 in the lockfile, absent in package\.json/,
    );
  });
});
