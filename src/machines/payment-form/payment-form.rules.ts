// Browser-side checks of a server form (docs/architecture.md#quality, bad input: empty required fields and amounts outside
// min/max are refused before anything is sent). Problems are codes, never display text.
import type { FormField } from '../../api/schemas/wallet';

export type FieldProblem = { code: 'required' } | { code: 'min'; limit: number } | { code: 'max'; limit: number };
export type FieldValues = Record<string, string>;

/** The name a field posts under: its name, else its id; display-only kinds post nothing. */
export function fieldName(field: FormField): string | null {
  if (field.kind === 'block' || field.kind === 'link' || field.kind === 'clipboard') return null;
  return field.name ?? field.id ?? null;
}

function numberAttribute(field: FormField, key: string): number | null {
  const value = field.attributes?.[key];
  if (value === undefined || value === '' || typeof value === 'boolean') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const isRequired = (field: FormField) => {
  const value = field.attributes?.required;
  return value === true || value === 'required' || value === 'true' || value === 1;
};

export function validateFields(fields: FormField[], values: FieldValues): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const name = fieldName(field);
    if (!name || (field.kind === 'input' && field.type === 'hidden')) continue;
    const value = (values[name] ?? '').trim();
    if (value === '') {
      if (isRequired(field)) problems[name] = { code: 'required' };
      continue;
    }
    if (field.kind !== 'amount') continue;
    const amount = Number(value);
    const min = numberAttribute(field, 'min');
    const max = numberAttribute(field, 'max');
    if (!Number.isFinite(amount)) problems[name] = { code: 'required' };
    else if (min !== null && amount < min) problems[name] = { code: 'min', limit: min };
    else if (max !== null && amount > max) problems[name] = { code: 'max', limit: max };
  }
  return problems;
}
