/**
 * Cost Inflation Index (base FY 2001-02 = 100), keyed by the financial year's starting calendar year. The years
 * before FY 2025-26 are the table of CBDT Notification 44/2017 (5 June 2017) and the yearly notifications that
 * extend it (2024-25: Notification 44/2024); from FY 2025-26 the value lives in the year's own rules module.
 */
import { SOURCES } from './sources';
import type { Cited } from './types';

const HISTORY: Readonly<Record<number, number>> = {
  2001: 100,
  2002: 105,
  2003: 109,
  2004: 113,
  2005: 117,
  2006: 122,
  2007: 129,
  2008: 137,
  2009: 148,
  2010: 167,
  2011: 184,
  2012: 200,
  2013: 220,
  2014: 240,
  2015: 254,
  2016: 264,
  2017: 272,
  2018: 280,
  2019: 289,
  2020: 301,
  2021: 317,
  2022: 331,
  2023: 348,
  2024: 363,
};

/** The cited CII of a year before FY 2025-26, or undefined outside 2001–2024. */
export function historicalCostInflationIndex(startYear: number): Cited<number> | undefined {
  const value = HISTORY[startYear];
  if (value === undefined) return undefined;
  return {
    value,
    law: startYear === 2024 ? 'CBDT Notification 44/2024' : 'CBDT Notification 44/2017, as extended yearly',
    section: 'Income-tax Act, 1961, s. 48, Explanation (v)',
    source: startYear === 2024 ? SOURCES.cii2024 : SOURCES.incomeTaxDepartment,
    status: 'notified',
  };
}

export const CII_FIRST_YEAR = 2001;
