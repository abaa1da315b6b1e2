/**
 * Tests only: the answers a panel or list that loads on its own must say in place with 重试 (issue 28, item 8) —
 * HTTP 500 and 502, no answer, malformed JSON, success:false, data: null — each with what its message must contain.
 */
export const FAILURE_ANSWERS: [string, () => Response, RegExp][] = [
  ['HTTP 500', () => new Response('oops', { status: 500 }), /失败：/],
  ['HTTP 502', () => new Response('bad gateway', { status: 502 }), /失败：/],
  [
    'no answer',
    () => {
      throw new TypeError('Failed to fetch');
    },
    /失败：/,
  ],
  [
    'malformed JSON',
    () => new Response('{"code":200,', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    /失败：/,
  ],
  [
    'success:false',
    () => Response.json({ code: 1013002, message: '项目不存在', success: false, data: null }),
    /失败：项目不存在/,
  ],
  [
    'data: null',
    () => Response.json({ code: 200, message: '操作成功', success: true, data: null }),
    /服务器返回的数据格式有误/,
  ],
];
