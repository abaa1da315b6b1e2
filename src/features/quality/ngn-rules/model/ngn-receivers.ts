/** Who a NGN rule tells: the supplier, the order's buyer, the warehouse's keeper, and named people. */
export interface NgnReceivers {
  notifySupplier: boolean;
  notifyBuyer: boolean;
  notifyWarehouse: boolean;
  userIds: readonly string[];
  userNames?: readonly string[];
}

/** The server's 1017202, said before the save. */
export const NO_RECEIVER = '请至少选择一个通知对象（供应商、采购员、仓库或指定人员）';

/** A rule that tells nobody is refused (1017202). */
export const hasReceiver = (rule: NgnReceivers) =>
  rule.notifySupplier || rule.notifyBuyer || rule.notifyWarehouse || rule.userIds.length > 0;

/** The receivers as written: 供应商、采购员、仓库、刘洋、张伟. */
export function receiversText(rule: NgnReceivers & { userNames: readonly string[] }) {
  return [
    rule.notifySupplier && '供应商',
    rule.notifyBuyer && '采购员',
    rule.notifyWarehouse && '仓库',
    ...rule.userNames,
  ]
    .filter(Boolean)
    .join('、');
}
