import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFeedback, ok, renderWithProviders, serve } from '@tests/support/fake-api';
import { MaterialSearchSelect } from './MaterialSearchSelect';

afterEach(async () => {
  await closeFeedback();
  vi.unstubAllGlobals();
});

const page = ok({
  rows: [
    { id: 'M9', code: 'RM-CU-0009', name: 'T2 紫铜排', traceability: 'BATCH', typeName: '金属料', uomName: '千克' },
  ],
  pageNo: 1,
  pageSize: 20,
  totalRows: 1,
  totalPage: 1,
});

describe('MaterialSearchSelect', () => {
  it('searches the server by code or by name as typed and hands back the chosen id', async () => {
    const calls = serve({ '/scm/v2/commonDataMaterial/material/page': page });
    const onChange = vi.fn();
    renderWithProviders(<MaterialSearchSelect id="m" aria-label="物料" onChange={onChange} />);
    const bodies = () => calls.filter((c) => c.path.endsWith('/material/page')).map((c) => c.body);
    await waitFor(() => expect(bodies()[0]).toEqual({ pageNo: 1, pageSize: 20, status: '0' }));

    const input = screen.getByLabelText('物料');
    await userEvent.type(input, 'RM-CU');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ pageNo: 1, pageSize: 20, status: '0', code: 'RM-CU' }));
    await userEvent.clear(input);
    await userEvent.type(input, '紫铜');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ pageNo: 1, pageSize: 20, status: '0', name: '紫铜' }));

    await userEvent.click(await screen.findByTitle('RM-CU-0009 T2 紫铜排'));
    expect(onChange).toHaveBeenCalledWith('M9');
  });
});
