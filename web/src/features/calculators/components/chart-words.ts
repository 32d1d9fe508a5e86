import { createContext } from 'react';

/**
 * What a chart shows, in words (ChartBox's summary): drawn in the chart's place in the server's HTML (charts.tsx).
 * Its own module: tests replace charts.tsx with stubs.
 */
export const ChartWordsContext = createContext<string | null>(null);
