import type { CallOptions, Download, ListSource } from './operation';
import type { FieldFacts } from './facts';

/** A generated call of any shape: the screen kit reads its variables' and data's types, never widens them. */
type Call = (variables: never, options?: CallOptions) => Promise<unknown>;
/** A state change: every one takes `{ ids }` (common.yaml IdsBody). */
type IdsCall = (variables: { body: { ids: string[] } }, options?: CallOptions) => Promise<unknown>;

/**
 * The operations under one path of the contract by what they do, generated per entity that has a list
 * (`pmMdRole`, `mdHouse`…): the list source, add and edit with their body facts, the detail by id, the state
 * changes (`status` when the rows carry the contract's Status, otherwise `remove`) and the export.
 * See docs/architecture.md → Screen kit.
 */
export interface Resource {
  readonly name: string;
  readonly source: ListSource<never, unknown>;
  readonly add?: Call;
  readonly addFacts?: Readonly<Record<string, FieldFacts>>;
  readonly edit?: Call;
  readonly editFacts?: Readonly<Record<string, FieldFacts>>;
  readonly detail?: (id: string) => unknown;
  readonly status?: { readonly enable?: IdsCall; readonly disable?: IdsCall; readonly delete?: IdsCall };
  readonly remove?: IdsCall;
  readonly export?: (variables: never, options?: CallOptions) => Promise<Download>;
}
