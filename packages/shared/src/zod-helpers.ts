import { z } from 'zod/mini';

/**
 * Classic zod's `z.preprocess`, which zod/mini does not have: `fn` runs first and `schema`
 * parses what it returns. At run time this is the pipe classic zod builds. Its type takes the
 * field's optionality from `schema`, as classic zod's does; a plain pipe's type takes it from
 * the transform and would make an optional field required in `z.input`.
 */
export const preprocess = <S extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: S) =>
  z.pipe<z.ZodMiniTransform<unknown, unknown>, S>(z.transform(fn), schema) as z.ZodMiniPipe<
    z.ZodMiniTransform<unknown, unknown>,
    S
  > & { _zod: { optin: S['_zod']['optin']; optout: S['_zod']['optout'] } };

/**
 * `z.stringbool()` with a string input, as classic zod types it (zod/mini's codec is built on
 * a string schema whose input type is `unknown`).
 */
export const stringbool = (params?: Parameters<typeof z.stringbool>[0]) =>
  z.stringbool(params) as z.ZodMiniCodec<z.ZodMiniString<string>, z.ZodMiniBoolean<boolean>>;
