/**
 * Fastify's own response serializer (fast-json-stringify through @fastify/fast-json-stringify-compiler, what Fastify
 * uses by default), built for a route and status the first time it answers, not when the route is added.
 *
 * Building the serializers of every operation of the contract at start was three quarters of a server's start (3.2
 * of 4.3 s measured on a 2-core machine): every process of a cluster, every restart and every test file that builds
 * an app paid for all 79 operations and their statuses, most of which a test file never answers. The serializer is
 * the same one, with the same options and shared schemas: the answer is byte for byte what it was (unknown fields
 * dropped, declared types coerced); only the moment it is built moves. A schema fast-json-stringify cannot build now
 * fails on the first answer instead of at start: the contract tests answer every operation.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** A serializer factory (Fastify's `schemaController.compilersFactory.buildSerializer`) that builds on first use. */
export function lazySerializerFactory(eager: SerializerFactory = SerializerSelector()): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc) => {
        serialize ??= compile(route);
        return serialize(doc);
      };
    };
  };
}
