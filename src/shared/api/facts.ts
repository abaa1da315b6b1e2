/** What the contract says of one request field; codegen emits them per write operation's JSON body (`xxxBodyFacts`). */
export interface FieldFacts {
  readonly type?: string;
  readonly required?: boolean;
  readonly nullable?: boolean;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  readonly enum?: readonly (string | number | boolean)[];
  readonly minItems?: number;
  readonly maxItems?: number;
  /** An array of objects (a document's lines): the facts of each line's field. */
  readonly items?: Readonly<Record<string, FieldFacts>>;
}

declare const BODY: unique symbol;

/** Exactly the fields of a body, each with its facts: codegen checks the facts against the body type with this. */
export type FactsOf<B> = { readonly [K in keyof Required<B>]: FieldFacts };

/** A body's field facts, carrying the body's type (type-only) so a form built on them is typed against it. */
export type BodyFacts<B, F extends FactsOf<B> = FactsOf<B>> = F & { readonly [BODY]?: B };

/** The request body type a facts object was generated for. */
export type FactsBody<F> = F extends { readonly [BODY]?: infer B } ? Exclude<B, undefined> : never;

/** The field names of a facts object (without its type-only body). */
export type FactsField<F> = Extract<keyof F, string>;
