import type { Request, RequestHandler, Router } from 'express';
import { docId } from './ids';

/** One collection's calls; the handlers for /{id} get the id already checked by docId. */
export interface Collection {
  /** e.g. '/blogs': GET and POST there; PUT and DELETE (and GET when `get` is given) at '/blogs/:id'. */
  path: string;
  /** The 404 message for an id no document could have. */
  notFound: string;
  /** Guards of the GET calls. */
  read: RequestHandler[];
  /** Guards of POST, PUT and DELETE. */
  write: RequestHandler[];
  /** The body parser of POST and PUT (jsonBody with the collection's limit). */
  body: RequestHandler;
  list(req: Request): Promise<unknown>;
  /** Absent: no POST (users are invited instead, decision 057). */
  create?(req: Request): Promise<unknown>;
  get?(req: Request, id: string): Promise<unknown>;
  update(req: Request, id: string): Promise<unknown>;
  remove(req: Request, id: string): Promise<void>;
}

/**
 * The list / create / update / delete skeleton (API-CALLS-1) that the blog, video, enquiry-form and user routers
 * share: 201 with the new document on create, 204 on delete. Each router adds its own further calls after it.
 */
export function collectionRoutes(router: Router, c: Collection): void {
  const id = (req: Request) => docId(req.params.id, c.notFound);
  const all = router.route(c.path).get(...c.read, async (req, res) => {
    res.json(await c.list(req));
  });
  const create = c.create;
  if (create) {
    all.post(...c.write, c.body, async (req, res) => {
      res.status(201).json(await create(req));
    });
  }
  const item = router.route(`${c.path}/:id`);
  const get = c.get;
  if (get) {
    item.get(...c.read, async (req, res) => {
      res.json(await get(req, id(req)));
    });
  }
  item
    .put(...c.write, c.body, async (req, res) => {
      res.json(await c.update(req, id(req)));
    })
    .delete(...c.write, async (req, res) => {
      await c.remove(req, id(req));
      res.status(204).end();
    });
}
