import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction, rowActionTitles } from './support/rows';
import { requestBodies } from './support/requests';
import { preferExample, signIn, toasts } from './support/session';

const browser = setupBrowser();

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
const dropdownOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
const save = /保\s*存/;

async function typeDate(scope: Locator, label: string, date: string) {
  await scope.getByLabel(label).fill(date);
  await scope.getByLabel(label).press('Enter');
}

describe('供应链协同 (issue 24)', () => {
  it('订单管理: confirms one order, refuses a selection with an answered one, refuses an order only with a reason', async () => {
    const { page, url } = browser;
    await signIn(page);
    const confirms = requestBodies(page, '/scm/collabOrder/confirm');
    const refusals = requestBodies(page, '/scm/collabOrder/refuse');
    await page.goto(url('/collab/order/manage'));
    const waiting = rowOf(page, 'PO-202611-0012');
    await waiting.getByText('待确认').waitFor();

    // The actions follow the supplier-side state.
    expect(await rowActionTitles(page, waiting)).toEqual(['详情', '确认', '回复交期', '拒绝']);
    expect(await rowActionTitles(page, rowOf(page, 'PO-202611-0009'))).toEqual([
      '详情',
      '回复交期',
      '生成ASN',
      '打印标签',
    ]);
    expect(await rowActionTitles(page, rowOf(page, 'PO-202611-0011'))).toEqual(['详情', '回复交期', '生成ASN']);
    expect(await rowActionTitles(page, rowOf(page, 'PO-202611-0008'))).toEqual(['详情']);

    await clickRowAction(page, waiting, '确认');
    const confirm = page.getByRole('dialog', { name: '确认订单' });
    await confirm.getByText('尚未回复交期的行按要求交期确认').waitFor();
    await confirm.getByRole('button', { name: '确认订单' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(confirms).toEqual([{ ids: ['1716352000000470012'] }]);
    await expect.poll(() => toasts(page)).toContain('已确认订单 PO-202611-0012');

    // Several at once: a selection with an order already answered is refused, naming it.
    await waiting.getByRole('checkbox').check();
    await rowOf(page, 'PO-202611-0011').getByRole('checkbox').check();
    await page.getByRole('button', { name: '确认所选（2）' }).click();
    await expect.poll(() => toasts(page)).toContain('只能确认待确认的订单，PO-202611-0011 不是待确认状态');
    expect(confirms).toHaveLength(1);

    // 拒绝 needs its reason; nothing is sent without one.
    await clickRowAction(page, waiting, '拒绝');
    const refuse = page.getByRole('dialog', { name: '拒绝订单' });
    await refuse.getByRole('button', { name: '确认拒绝' }).click();
    await refuse.getByText('请输入拒绝原因').waitFor();
    expect(refusals).toHaveLength(0);
    const reason = '英飞凌 FF75R12RT4 12 月无排产，IGBT 40 个无法在 12-16 前交货，请改下 2027 年 1 月订单';
    await refuse.getByLabel('拒绝原因').fill(reason);
    await refuse.getByRole('button', { name: '确认拒绝' }).click();
    await refuse.waitFor({ state: 'hidden' });
    expect(refusals).toEqual([{ id: '1716352000000470012', reason }]);
  });

  it('订单管理: replies a later date for one line (marked, a reason asked), then makes an ASN (over the tolerance refused with the numbers)', async () => {
    const { page, url } = browser;
    await signIn(page);
    const replies = requestBodies(page, '/scm/collabOrder/replyDate');
    const asns = requestBodies(page, '/scm/collabOrder/asnCreate');
    await page.goto(url('/collab/order/manage'));
    const shipping = rowOf(page, 'PO-202611-0009');
    await shipping.getByText('发货中').waitFor();

    // 回复交期 of the IGBT line only: 4 days earlier than required is more than the 3 allowed (AOD), 3 days later is marked.
    await clickRowAction(page, shipping, '回复交期');
    const reply = page.getByRole('dialog', { name: '回复交期' });
    await typeDate(reply, '第 2 行回复交期', '2026-12-01');
    await reply.getByRole('button', { name: '提交回复' }).click();
    await reply
      .getByText('第 2 行回复交期 2026-12-01 比要求交期 2026-12-05 提前 4 天，超过允许的 3 天，请提交 AOD 申请')
      .waitFor();
    expect(replies).toHaveLength(0);
    await typeDate(reply, '第 2 行回复交期', '2026-12-08');
    await reply.getByText('晚于要求 3 天').waitFor();
    await reply.getByText('第 2 行的回复交期晚于要求交期：提交后订单进入“交期待确认”').waitFor();
    await reply.getByText('有行的回复交期晚于要求交期，请写明原因').waitFor();
    await reply.getByLabel('回复说明').fill('英飞凌 12 月第一周排产已满，IGBT 顺延三天');
    await reply.getByRole('button', { name: '提交回复' }).click();
    await reply.waitFor({ state: 'hidden' });
    expect(replies).toEqual([
      {
        id: '1716352000000470009',
        lines: [{ orderLineId: '1716352000000471902', promisedDate: '2026-12-08' }],
        remark: '英飞凌 12 月第一周排产已满，IGBT 顺延三天',
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('已回复订单 PO-202611-0009 的交期');

    // 生成 ASN: 1600 connectors pass (5000 − 3000) × 1.03 − 500 in transit; then the IGBTs alone, in five boxes.
    await clickRowAction(page, shipping, '生成 ASN');
    const asn = page.getByRole('dialog', { name: '生成 ASN' });
    await asn.getByLabel('第 1 行发货数').fill('1600');
    await asn.getByLabel('第 1 行每箱数').fill('500');
    await typeDate(asn, '预计到货', '2026-12-03');
    await asn.getByRole('button', { name: '生成 ASN' }).click();
    await asn
      .getByText('第 1 行 EL-CN-DB15F 发货数 1600 超过可发数 1560（订购 5000，已到货 3000，在途 500，允差 3%）')
      .waitFor();
    expect(asns).toHaveLength(0);
    await asn.getByLabel('第 1 行发货数').fill('');
    await asn.getByLabel('第 1 行每箱数').fill('');
    await asn.getByLabel('第 2 行发货数').fill('100');
    await asn.getByLabel('第 2 行每箱数').fill('20');
    await asn
      .getByRole('row', { name: /EL-IGBT-75A/ })
      .getByRole('cell', { name: '5', exact: true })
      .waitFor();
    await asn.getByLabel('第 2 行供应商批次').fill('FF75-2646A');
    await typeDate(asn, '第 2 行生产日期', '2026-11-12');
    await asn.getByLabel('承运商').fill('顺丰速运');
    await asn.getByLabel('运单号').fill('SF1428837465201');
    await asn.getByRole('button', { name: '生成 ASN' }).click();
    await asn.waitFor({ state: 'hidden' });
    expect(asns).toEqual([
      {
        orderId: '1716352000000470009',
        expectedDate: '2026-12-03',
        carrier: '顺丰速运',
        waybillNo: 'SF1428837465201',
        remark: null,
        lines: [
          {
            orderLineId: '1716352000000471902',
            shipQty: 100,
            perBox: 20,
            supplierBatch: 'FF75-2646A',
            productionDate: '2026-11-12',
            expiryDate: null,
          },
        ],
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('已生成 ASN ASN-202611-0009');

    // 打印标签: the order's ASNs, each with its pack labels (entities/asn), one barcode a box.
    await clickRowAction(page, shipping, '打印标签');
    const asnList = page.getByRole('dialog', { name: '打印标签' });
    await asnList.getByRole('button', { name: '打印标签 ASN-202611-0002' }).click();
    const labels = page.getByRole('dialog', { name: '打印箱标签：ASN-202611-0002' });
    await labels.getByRole('img', { name: '条码 ASN-202611-0002|1|1/1' }).waitFor();
    await labels.getByRole('button', { name: '关闭', exact: true }).click();
    await labels.waitFor({ state: 'hidden' });
    await asnList.getByRole('button', { name: '关闭', exact: true }).click();
    await asnList.waitFor({ state: 'hidden' });

    // 详情: the lines with both dates, and the order's ASNs.
    await clickRowAction(page, shipping, '详情');
    const detail = page.getByRole('dialog', { name: '订单详情' });
    await detail.getByRole('cell', { name: 'ASN-202611-0002', exact: true }).waitFor();
    await detail.getByText('数量允差 3%，允许提前 3 天，送货前须发 ASN，须贴箱标签').waitFor();

    // 订单查询: the same orders, read-only, with export.
    await page.goto(url('/collab/order/query'));
    await rowOf(page, 'PO-202611-0008').getByText('已关闭').waitFor();
    expect(await rowActionTitles(page, rowOf(page, 'PO-202611-0012'))).toEqual(['详情']);
    await page.getByRole('button', { name: /导\s*出/ }).waitFor();
  });

  it('供应商关系 / 客户关系: an invitation with a wrong check digit refused, the right one sent; a customer’s invitation accepted', async () => {
    const { page, url } = browser;
    await signIn(page);
    const invites = requestBodies(page, '/scm/collabRelation/invite');
    const enables = requestBodies(page, '/scm/collabRelation/enable');
    await page.goto(url('/collab/relation/supplier'));
    await rowOf(page, '深圳市中电港电子有限公司').getByText('已建立').waitFor();
    expect(await rowActionTitles(page, rowOf(page, '广东风华高新科技股份有限公司'))).toEqual(['详情', '撤回邀请']);
    expect(await rowActionTitles(page, rowOf(page, '苏州博远自动化设备有限公司'))).toEqual(['详情', '启用']);

    await page.getByRole('button', { name: /^plus 邀\s*请$/ }).click();
    const dialog = page.getByRole('dialog', { name: '邀请供应商' });
    await dialog.getByLabel('统一社会信用代码').fill('91320505MA1W7D0K3X');
    await dialog.getByLabel('企业名称').fill('苏州华锦电子材料有限公司');
    await dialog.getByLabel('关系类型').click();
    await dropdownOption(page, '采购').click();
    await dialog.getByLabel('订单').check();
    await dialog.getByLabel('ASN').check();
    await dialog.getByLabel('联系人').fill('蔡文');
    await dialog.getByLabel('联系电话').fill('13962108845');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.getByText('统一社会信用代码校验位不正确，请核对营业执照').waitFor();
    expect(invites).toHaveLength(0);
    expect(await dialog.getByLabel('企业名称').inputValue()).toBe('苏州华锦电子材料有限公司');

    await dialog.getByLabel('统一社会信用代码').fill('91320505MA1W7D0K3L');
    await dialog.getByRole('button', { name: save }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(invites).toEqual([
      {
        direction: 'SUPPLIER',
        uscc: '91320505MA1W7D0K3L',
        companyName: '苏州华锦电子材料有限公司',
        relationType: 'PURCHASE',
        scope: ['ORDER', 'ASN'],
        contactName: '蔡文',
        contactPhone: '13962108845',
        remark: null,
      },
    ]);
    await expect.poll(() => toasts(page)).toContain('邀请已发出，等待对方接受');

    // 客户关系: 锐拓机器人 invited us; accepting is 启用 of their invitation.
    await preferExample(page, '/scm/collabRelation/page', 'customers');
    await page.goto(url('/collab/relation/customer'));
    const inviting = rowOf(page, '深圳市锐拓机器人科技有限公司');
    await inviting.getByText('邀请中').waitFor();
    expect(await rowActionTitles(page, inviting)).toEqual(['详情', '接受邀请', '谢绝邀请']);
    await clickRowAction(page, inviting, '接受邀请');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => enables).toEqual([{ ids: ['1716352000000478006'] }]);
    await expect.poll(() => toasts(page)).toContain('已接受邀请，协同关系已建立');
  });

  it('供应商物料 refuses a material outside the supplier’s scope before sending, saves one inside it, shows each one’s 检验严格度 and why; 供应商批次 shows a lot in transit', async () => {
    const { page, url } = browser;
    await signIn(page);
    const edits = requestBodies(page, '/scm/collabSupplierItem/edit');
    await page.goto(url('/collab/supplierItem'));
    // The mock answers 中电港's scope for every supplier: 亚太轻合金's profile is outside it.
    const profile = rowOf(page, 'YT-6063-T5-4040');
    await profile.getByText('全检（供应商配置）').waitFor();
    await clickRowAction(page, profile, '编辑');
    const dialog = page.getByRole('dialog', { name: '编辑供应商物料' });
    await dialog.getByText('RM-AL-0001 6063 铝型材（不在该供应商的供货范围内）').waitFor();
    await dialog.getByRole('button', { name: save }).click();
    await dialog.getByText('物料 RM-AL-0001 不在供应商亚太轻合金的供货范围内').waitFor();
    expect(edits).toHaveLength(0);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // 中电港's connectors are in its scope: the edit goes out with the order's material.
    await clickRowAction(page, rowOf(page, 'DB15-F-SLD'), '编辑');
    const connectors = page.getByRole('dialog', { name: '编辑供应商物料' });
    await connectors.getByText('EL-CN-DB15F 连接器').waitFor();
    await connectors.getByLabel('采购提前期（天）').fill('12');
    await connectors.getByRole('button', { name: save }).click();
    await connectors.waitFor({ state: 'hidden' });
    expect(edits).toEqual([
      {
        id: '1716352000000479003',
        supplierId: '1716352000000460003',
        materialId: '1716352000000400407',
        supplierItemNo: 'DB15-F-SLD',
        supplierItemName: 'DB15 母座 焊线式 镀金',
        supplierUom: '包',
        conversion: 100,
        minPackQty: 100,
        moq: 500,
        leadTimeDays: 12,
        inspectModeOverride: 'FULL',
        remark: 'IQC-20261126-0007 插针弯曲，连续三批全检合格后恢复抽检',
      },
    ]);

    // 检验严格度: the switching state of each supplier × material, and why (GB/T 2828.1, held by quality).
    await rowOf(page, 'DB15-F-SLD').getByText('加严检验', { exact: true }).waitFor();
    await rowOf(page, 'STM32F407VGT6').getByText('正常检验', { exact: true }).waitFor();
    await clickRowAction(page, rowOf(page, 'DB15-F-SLD'), '检验严格度');
    const switching = page.getByRole('dialog', { name: '检验严格度：中电港 × EL-CN-DB15F 连接器' });
    await switching.getByText('加严下连续接收 0 / 5 批，累计不接收 0 / 5 批').waitFor();
    await switching.getByText(/^最近 5 批中 2 批不合格（IQC-20261016-0005、IQC-20261126-0007）/).waitFor();
    await switching.getByRole('cell', { name: 'IQC-20261016-0005', exact: true }).waitFor();
    await switching.getByText('2026-11-26 17:10 正常检验 → 加严检验').waitFor();
    await page.keyboard.press('Escape');
    await switching.waitFor({ state: 'hidden' });

    // 供应商批次: a lot in transit has no batch of ours yet; a received one shows its inspection in the detail.
    await page.goto(url('/collab/supplierLot'));
    const transit = rowOf(page, 'CEC2611B21');
    await transit.getByText('ASN-202611-0002').waitFor();
    expect(await transit.getByText('在途').count()).toBe(2);
    await clickRowAction(page, rowOf(page, 'CEC2611A08'), '详情');
    const lot = page.getByRole('dialog', { name: '供应商批次详情' });
    await lot.getByText('IQC-20261126-0007').waitFor();
    await lot.getByText('插针弯曲 200 个（抽检不合格后全数挑选）').waitFor();
  });
});
