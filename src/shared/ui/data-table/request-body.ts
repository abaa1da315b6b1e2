/**
 * The one cast at the request boundary. The params are built only from the screen's own request field names
 * (conditions declared as `SearchCondition<keyof Query>`, params typed `Partial<Query>`, paging and sorting of
 * the contract's PageQuery), so they are the screen's request body; the compiler cannot follow keys built as
 * `${key}From` or joined values, hence the cast here and nowhere else.
 */
export function asRequestBody<Body>(params: Record<string, unknown>): Body {
  return params as Body;
}
