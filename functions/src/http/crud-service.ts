import type { AnyObjectSchema, InferType } from 'yup';
import type { ActivityType, AuditType } from '@36x/common';
import { activityOp } from '../activities/activity-service';
import { auditOp, changeSummary, type AuditBy } from '../audit/audit-service';
import { moveToTrash, type TrashKind } from '../trash/trash-service';
import type { Doc, DocData, Scalar, Store } from '../store/store';
import { nowIso } from './time';
import { sentFieldsOnly, validateBody } from './validate';
import { getOr404 } from './get-or-404';
import { listNewestFirst } from '../store/newest-first';

/** One content collection edited in the back office, as createCrudService serves it. */
export interface CrudSpec<S extends AnyObjectSchema, I extends { title: string }, E> {
  collection: string;
  /** The 404 message of an id that is not there. */
  notFound: string;
  /** The shared schema of a create or an update (common/src/schemas): the body is validated with it. */
  schema: S;
  /** What the service keeps of a validated body (drops what the server derives, e.g. a video's thumbnail). */
  input: (validated: InferType<S>) => I;
  /** The stored fields of a new document, from its input (the times are added). */
  toRecord: (input: I) => DocData;
  /** Stored fields derived from the sent fields of an update (added to them), e.g. cleaned lists. */
  derive: (sent: Partial<I>) => DocData;
  /** The document as the API answers it. */
  toEntity: (d: Doc) => E;
  /** The trash kind a delete moves the document to (ADMIN-PUBLISH-9). */
  trashKind: TrashKind;
  /** The activity feed's type, and the noun its titles use ('video': "New video: …", "Video updated: …"). */
  activity: { type: ActivityType; noun: string };
  /** The audit log's type, the fields an update's summary compares, and a create's summary if it has one. */
  audit: { type: AuditType; fields: readonly string[]; createdSummary?: (input: I) => string };
}

/**
 * The list / create / update / delete of a content collection (API-CALLS-1), one shape for the videos and the
 * enquiry forms: a validated body, one batch that writes the document with its activity and audit entries, a 404 for
 * a missing id, and a delete to the trash. Each collection states only what differs (its spec).
 */
export function createCrudService<S extends AnyObjectSchema, I extends { title: string }, E>(
  spec: CrudSpec<S, I, E>,
) {
  const { collection, notFound, activity } = spec;
  const Noun = activity.noun.charAt(0).toUpperCase() + activity.noun.slice(1);
  return {
    /** Newest first; `where` narrows the list (e.g. visitors see active documents only). */
    async list(store: Store, where?: Record<string, Scalar>): Promise<E[]> {
      const docs = await listNewestFirst(store, collection, where ? { where } : {});
      return docs.map(spec.toEntity);
    },

    async create(store: Store, by: AuditBy, body: unknown): Promise<E> {
      const input = spec.input(validateBody(spec.schema, body));
      const now = nowIso();
      const id = store.newId();
      const data: DocData = { ...spec.toRecord(input), createdAt: now, updatedAt: now };
      const summary = spec.audit.createdSummary;
      await store.batch([
        { op: 'create', collection, id, data },
        activityOp(store, activity.type, 'created', `New ${activity.noun}: ${input.title}`, by),
        auditOp(store, by, {
          type: spec.audit.type,
          action: 'created',
          targetId: id,
          target: input.title,
          ...(summary ? { summary: summary(input) } : {}),
        }),
      ]);
      return spec.toEntity({ ...data, id });
    },

    async update(store: Store, by: AuditBy, id: string, body: unknown): Promise<E> {
      const existing = await getOr404(store, collection, id, notFound);
      const sent = sentFieldsOnly(spec.input(validateBody(spec.schema, body)), body) as Partial<I>;
      const patch: DocData = { ...sent, updatedAt: nowIso(), ...spec.derive(sent) };
      const next = { ...existing, ...patch } as Doc & { title: string };
      await store.batch([
        { op: 'update', collection, id, data: patch },
        activityOp(store, activity.type, 'updated', `${Noun} updated: ${next.title}`, by),
        auditOp(store, by, {
          type: spec.audit.type,
          action: 'updated',
          targetId: id,
          target: next.title,
          summary: changeSummary(existing, patch, spec.audit.fields),
        }),
      ]);
      return spec.toEntity(next);
    },

    async remove(store: Store, by: AuditBy, id: string): Promise<void> {
      // ADMIN-PUBLISH-9: to the trash for 30 days, restorable by admins.
      await moveToTrash(store, by, spec.trashKind, id, notFound);
    },
  };
}
