import { Router, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../http/api-error';
import { guideRenderer, guideRulesInForce } from './guide-service';

/**
 * The PDF guides of the Tools page (CALC-TAXRULES-3): Hosting rewrites /guides/*.pdf here. Each is rendered with the
 * tax rules in force (an admin's saved edit reaches the guides on the next request) and cached per rules version: the
 * ETag names the version, so a browser or Hosting's cache revalidates with If-None-Match and gets 304 while the rules
 * are unchanged, and this instance renders a guide once per version.
 */
export function guideRoutes(deps: AppDeps, publicRead: RequestHandler, fontDirs?: string[]): Router {
  const router = Router();
  const renderer = guideRenderer(fontDirs);
  router.get('/guides/:file', publicRead, async (req, res) => {
    const file = req.params.file as string;
    if (!(await renderer.isGuide(file))) throw new ApiError(404, 'There is no such guide.');
    const rules = await guideRulesInForce(deps.store, await renderer.year());
    const etag = `"${file.replace(/\.pdf$/, '')}-${rules.version}"`;
    // Anyone may keep it (no personal data), for five minutes before asking again: a saved edit reaches readers
    // within that, and asking again costs a 304 while the rules are unchanged.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const asked = req.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    const bytes = await renderer.render(file, rules);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${file}"`);
    res.setHeader('Content-Length', String(bytes.length));
    res.end(bytes);
  });
  return router;
}
