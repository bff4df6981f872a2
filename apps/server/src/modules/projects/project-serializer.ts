/**
 * Serialises the TProject answers (GET and POST of a project or quote) with plain JSON.stringify
 * instead of re-encoding them through zod; the schema stays on the route for types and OpenAPI.
 * Why: the answer is built field by field from typed rows (get-project.ts), and a 1,000-line quote
 * spends about a fifth of its request re-checking what TypeScript already checked (the benchmark of
 * issue #4 compares this route with bare Fastify). Also, ZProjectBundleProduct.tasks.users is
 * `zUuid`, a one-way transform that zod refuses to encode, so any bundle product with task users
 * would answer 500 through the zod serializer.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
