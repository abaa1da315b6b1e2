import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupBrowser } from './support/browser';
import { clickRowAction } from './support/rows';
import { requestBodies } from './support/requests';
import { signIn } from './support/session';

const browser = setupBrowser();

const rowOf = (page: Page, cell: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: cell, exact: true }), visible: true });
const rowAction = (page: Page, cell: string, title: string) => clickRowAction(page, rowOf(page, cell), title);

async function confirmWith(page: Page, text: string) {
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: text });
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await confirm.waitFor({ state: 'hidden' });
}

describe('系统配置 (issue 16)', () => {
  it('the notice bell reads a message and the count drops; 站内消息 drafts a rich-text notice and publishes one; 我的消息', async () => {
    const { page, url } = browser;
    await signIn(page);
    const marks = requestBodies(page, '/sys/sysMessage/markRead');
    const adds = requestBodies(page, '/sys/sysMessage/add');
    const publishes = requestBodies(page, '/sys/sysMessage/publish');
    await page.goto(url('/system/message'));
    await rowOf(page, '系统升级维护通知（11 月 29 日 22:00–24:00）').getByText('33/36').waitFor();

    // The bell: the real unread count, the latest messages; opening one reads it and marks it read at once.
    await page.getByRole('button', { name: '消息通知，3 条未读' }).click();
    const latest = page.locator('.ant-popover').getByRole('button').filter({ hasText: '关于 12 月设备点检安排的通知' });
    await latest.filter({ hasText: '未读：' }).click();
    const reading = page.getByRole('dialog', { name: '关于 12 月设备点检安排的通知' });
    await reading.getByText('改为每班点检', { exact: false }).waitFor();
    await expect.poll(() => marks).toEqual([{ ids: ['1716352000062000001'] }]);
    await page.getByRole('button', { name: '消息通知，2 条未读' }).waitFor();
    expect(await latest.textContent()).not.toContain('未读：');
    await reading.getByRole('button', { name: '关闭', exact: true }).click();
    await reading.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');

    // A notice drafted with the rich text: the body is sent as HTML.
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = page.getByRole('dialog', { name: '新增通知公告' });
    await form.getByLabel('标题').fill('关于 12 月 5 日消防演练的通知');
    await form.locator('#content').click();
    await page.keyboard.type('12 月 5 日 14:00 全员参加消防演练');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await form.waitFor({ state: 'hidden' });
    expect(adds).toEqual([
      {
        title: '关于 12 月 5 日消防演练的通知',
        type: 'NOTICE',
        scope: 'ALL',
        deptIds: null,
        userIds: null,
        content: '<p>12 月 5 日 14:00 全员参加消防演练</p>',
      },
    ]);

    // A draft is published after confirming; a published one offers 撤回, not 编辑.
    expect(
      await rowOf(page, '系统升级维护通知（11 月 29 日 22:00–24:00）')
        .getByRole('button', { name: '编辑', exact: true })
        .count(),
    ).toBe(0);
    await rowAction(page, '冬季安全生产检查通知', '发布');
    expect(publishes).toHaveLength(0);
    await confirmWith(page, '确认发布吗？');
    await expect.poll(() => publishes).toEqual([{ id: '1716352000062000004' }]);

    await page.getByRole('tab', { name: '我的消息' }).click();
    await page.getByRole('button', { name: '工单 MO-20261123-001 老化测试不良率预警' }).waitFor();
  });

  it('邮件 test-sends and shows the result; 钉钉 tests the connection; 打印配置 sets a template as default', async () => {
    const { page, url } = browser;
    await signIn(page);
    const tests = requestBodies(page, '/sys/sysEmail/test');
    const defaults = requestBodies(page, '/sys/sysPrint/templateSetDefault');

    await page.goto(url('/system/email'));
    const smtp = page.getByRole('form', { name: '邮件服务器设置' });
    expect(await smtp.getByLabel('服务器地址').inputValue()).toBe('smtp.exmail.qq.com');
    expect(await smtp.getByLabel('授权码/密码').getAttribute('placeholder')).toBe('已设置（不修改请留空）');
    expect(await smtp.getByLabel('授权码/密码').inputValue()).toBe('');
    await rowOf(page, 'linfeng@jgzz').getByText('553 Mail from must equal authorized user').waitFor();
    await smtp.getByRole('button', { name: '测试发送' }).click();
    const send = page.getByRole('dialog', { name: '测试发送' });
    await send.getByLabel('收件地址').fill('zhangwei@jgzz.com.cn');
    await send.getByRole('button', { name: /发\s*送/ }).click();
    await send.getByText('发送成功').waitFor();
    await send.getByText('测试邮件已发送到 zhangwei@jgzz.com.cn（耗时 812 ms）').waitFor();
    expect(tests).toEqual([{ to: 'zhangwei@jgzz.com.cn' }]);
    await send
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();

    await page.goto(url('/system/dingtalk'));
    await page.getByText('https://mes.jgzz.com.cn/api/sys/dingtalk/callback/1716352000000000101').waitFor();
    await rowOf(page, 'linfeng').getByText('未匹配').waitFor();
    await page.getByRole('button', { name: '测试连接' }).click();
    await page.getByText('连接成功，耗时 128 ms').waitFor();

    await page.goto(url('/system/print'));
    await rowOf(page, '总装一线标签机').getByText('网络 192.168.20.31:9100').waitFor();
    await page.getByRole('tab', { name: '打印模板' }).click();
    await rowOf(page, '物料标签 100×60').waitFor();
    expect(await rowOf(page, '物料标签 60×40').getByRole('button', { name: '设为默认' }).count()).toBe(0);
    await rowAction(page, '物料标签 100×60', '设为默认');
    await confirmWith(page, '确认设为默认吗？');
    await expect.poll(() => defaults).toEqual([{ id: '1716352000062500003' }]);
  });
});
