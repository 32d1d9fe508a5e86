import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@36x/common';
import type {
  RulesPreviewRow,
  SmallSavingsRules,
  SmallSavingsView,
  TaxRulesYearView,
  TaxYearRules,
} from '@36x/common/finance';
import { api } from '../../../lib/api-client';
import { adminKeys, refreshAfterMutation } from './query-keys';

const key = [...adminKeys.all, 'tax-rules'] as const;

/** Every year's rules in force, newest year first (admins only). */
export const useTaxRules = (enabled = true) =>
  useQuery({ queryKey: key, queryFn: () => api.get<TaxRulesYearView[]>(API.taxRules), enabled });

/** The reference cases with the shipped and the edited rules; stores nothing. */
export function usePreviewTaxRules() {
  return useMutation({
    mutationFn: ({ year, rules }: { year: number; rules: TaxYearRules }) =>
      api.post<{ rows: RulesPreviewRow[] }>(API.taxRulesPreview(year), { rules }),
  });
}

export function useSaveTaxRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ year, rules }: { year: number; rules: TaxYearRules }) =>
      api.put<TaxRulesYearView & { preview: RulesPreviewRow[] }>(API.taxRulesYear(year), { rules }),
    onSuccess: () => refreshAfterMutation(client, [key]),
  });
}

export function useResetTaxRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => api.delete<TaxRulesYearView>(API.taxRulesYear(year)),
    onSuccess: () => refreshAfterMutation(client, [key]),
  });
}

const savingsKey = [...adminKeys.all, 'small-savings'] as const;

/** The small-savings rates with their confirmation reminder (admins only; ADMIN-TAXRULES-2, ADMIN-TAXRULES-3). */
export const useSmallSavings = (enabled = true) =>
  useQuery({
    queryKey: savingsKey,
    queryFn: () => api.get<SmallSavingsView>(API.smallSavingsRates),
    enabled,
  });

export function useSaveSmallSavings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: SmallSavingsRules) => api.put<SmallSavingsView>(API.smallSavingsRates, { rules }),
    onSuccess: () => refreshAfterMutation(client, [savingsKey]),
  });
}

/** "Confirm rates": today's confirmation of the rates in force, recorded in the audit log. */
export function useConfirmSmallSavings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SmallSavingsView>(API.smallSavingsConfirm, {}),
    onSuccess: () => refreshAfterMutation(client, [savingsKey]),
  });
}
