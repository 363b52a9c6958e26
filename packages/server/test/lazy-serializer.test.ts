import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { describe, expect, it, vi } from 'vitest';
import { lazySerializerFactory } from '../src/plugins/lazy-serializer';

const route = {
  method: 'GET',
  url: '/v2/thing',
  httpStatus: '200',
  schema: {
    type: 'object',
    required: ['result'],
    properties: {
      result: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
    },
  },
};

describe('given the lazy response serializer', () => {
  it('builds nothing when a route is added, and builds once, on the first answer', () => {
    const eager = SerializerSelector();
    const builds = vi.fn();
    const counting: typeof eager = (external, options) => {
      const compile = eager(external, options);
      return (definition) => {
        builds(definition.url);
        return compile(definition);
      };
    };
    const serialize = lazySerializerFactory(counting)({}, {})(route);
    expect(builds).not.toHaveBeenCalled();
    serialize({ result: { id: 1, name: 'a' } });
    serialize({ result: { id: 2, name: 'b' } });
    expect(builds).toHaveBeenCalledTimes(1);
  });

  it('answers exactly what the eager serializer answers: unknown fields dropped, declared types kept', () => {
    const doc = { result: { id: '7', name: '민준', secret: 'never sent' }, extra: true };
    const eager = SerializerSelector()({}, {})(route)(doc);
    const lazy = lazySerializerFactory()({}, {})(route)(doc);
    expect(lazy).toBe(eager);
    expect(JSON.parse(lazy)).toEqual({ result: { id: 7, name: '민준' } });
  });
});
