import { vi } from 'vitest';

// What the staff screens' tests get from `vi.mock('…/lib/api-client')` (vitest picks this file): the real error class
// and token plumbing, while every request is a mock the test sets, e.g.
// `vi.mocked(api).get.mockResolvedValue([...])` or `vi.mocked(apiRequest).mockResolvedValue(new Response(...))`.
const actual = await vi.importActual<typeof import('../api-client')>('../api-client');

export const { ApiRequestError, setTokenProvider, onUnauthorized, apiJson } = actual;
export const apiRequest = vi.fn<typeof actual.apiRequest>();
export const api = { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() };
