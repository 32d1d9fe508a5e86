import { paths } from '../../lib/paths';
import { findEntry } from './registry';
import { TOOL_PARAM } from './use-query-inputs';

/**
 * Where an old link (/calculator?tool=<id>&…, before each calculator had its own page) belongs: that calculator's
 * results page with its inputs, or its page when it has none. Null for anything else.
 */
export function legacyToolTarget(search: string): string | null {
  const params = new URLSearchParams(search);
  const tool = findEntry(params.get(TOOL_PARAM));
  if (!tool) return null;
  params.delete(TOOL_PARAM);
  const query = params.toString();
  return query ? `${paths.calculatorResults(tool.id)}?${query}` : paths.calculatorTool(tool.id);
}
