/**
 * The rule messages a form shows under its fields (antd's explain lines), in order. Not `getByText`: a select's
 * placeholder says the same words as its required rule ('请选择仓库类型').
 */
export function formErrors(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('.ant-form-item-explain-error')].map((line) => line.textContent ?? '');
}
