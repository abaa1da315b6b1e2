import { issueToday } from '@/entities/storage/stock';
import { stOtherIssueAdd, stOtherIssueEdit, stStockPage, type CallOptions, type stOtherIssue } from '@/shared/api';
import { UserMessageError } from '@/shared/lib/errors';
import type { FormBody } from '@/shared/ui/crud-screen';
import { purposeOf, unfitLines } from '../model/scrap';

type Body = FormBody<typeof stOtherIssue>;

/**
 * Before sending: the stock rows the lines take, checked for the 类型 (an expired lot only for a 报废…), so a
 * document the server would refuse is refused on the form with the same words, everything typed kept.
 */
async function refuseUnfit(body: Body, options: CallOptions) {
  const ids = [...new Set(body.lines.map((line) => line.stockId))];
  const stock = await stStockPage({ body: { pageNo: 1, pageSize: ids.length, ids: ids.join(',') } }, options);
  const problems = unfitLines(body.lines, stock.rows, purposeOf(body.otherType), issueToday());
  if (problems.length > 0) throw new UserMessageError(problems.join('；'));
}

export const otherIssueSave = {
  add: async (body: Body, options: CallOptions) => {
    await refuseUnfit(body, options);
    return stOtherIssueAdd({ body }, options);
  },
  edit: async (body: Body, record: { id: string }, options: CallOptions) => {
    await refuseUnfit(body, options);
    return stOtherIssueEdit({ body: { ...body, id: record.id } }, options);
  },
};
