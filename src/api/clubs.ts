// Club locator call of docs/product.md#calls-list (GET clubs/map/info): every partner club, with map coordinates when
// known.
import { queryOptions } from '@tanstack/react-query';
import { type CallOptions, http, schemasOf } from './http';

const schemas = schemasOf(() => import('../../contract/schemas/content'));

export async function getClubs(options?: CallOptions) {
  return (await http.request(schemas('clubList'), 'clubs/map/info', options)).list;
}

export const clubKeys = { all: ['clubs'] as const };

export const clubsQuery = () => queryOptions({ queryKey: clubKeys.all, queryFn: ({ signal }) => getClubs({ signal }) });
