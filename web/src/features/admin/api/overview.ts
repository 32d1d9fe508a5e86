import { useQuery } from '@tanstack/react-query';
import { API, type CalculatorUsageCount, type ContactWeek } from '@36x/common';
import { api } from '../../../lib/api-client';
import { adminKeys, freshWhileOpen } from './query-keys';

/** Enquiries per week for the last 12 weeks, by status (refreshed with the desk: same key prefix). */
export const useContactWeeks = () =>
  useQuery({
    queryKey: [...adminKeys.contacts, 'weekly'],
    queryFn: () => api.get<ContactWeek[]>(API.contactWeeks),
    ...freshWhileOpen,
  });

/** Uses per calculator, from the usage log. */
export const useCalculatorUsageTop = () =>
  useQuery({
    queryKey: ['admin', 'calculator-usage', 'top'],
    queryFn: () => api.get<CalculatorUsageCount[]>(API.calculatorUsageTop),
    staleTime: 0,
    refetchOnMount: 'always',
  });
