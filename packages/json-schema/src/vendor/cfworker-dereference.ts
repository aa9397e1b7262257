// Vendored from @cfworker/json-schema 4.1.6 (src/dereference.ts), MIT License,
// Copyright (c) 2020 Jeremy Danyow. https://github.com/cfworker/cfworker
//
// Changed: `dereferenceAt` knows where each node sits in the document (`at`), and a URI it
// cannot resolve or a URI two subschemas share throws a `JsonSchemaError` at that pointer,
// quoting an excerpt of what the schema wrote, instead of a raw `Error` / `TypeError` that quotes
// the whole URI (and, for a duplicate, the validator's own base URI). A subschema with an `$id`
// is rewalked from its own URI once per URI, not once per walk that passes it: nested `$id`s no
// longer double the work per level. The lookup it builds is the one published code builds.
// biome-ignore-all lint: vendored code, kept close to the published code to ease updates.
// biome-ignore-all format: vendored code, kept close to the published code to ease updates.
import {
  encodePointer,
  ignoredKeyword,
  initialBaseURI,
  type Schema,
  schemaArrayKeyword,
  schemaMapKeyword
} from '@cfworker/json-schema';
import { excerpt } from '@polytool/core';
import { JsonSchemaError } from '../errors';
import { isStackOverflow } from '../guard-stack';

const uriFragmentCharacter = /^[A-Za-z0-9._~!$&'()*+,;=:@/?-]$/;
const uriPercentEncoding = /^%[0-9A-Fa-f]{2}$/;
const uriUnreservedCharacter = /^[A-Za-z0-9._~-]$/;

// How much of a hostile URI a message quotes.
const URI_EXCERPT = 120;

function normalizeURIFragment(fragment: string): string {
  let normalized = '';

  for (let index = 0; index < fragment.length;) {
    const character = fragment[index];
    const encoded = fragment.slice(index, index + 3);

    if (character === '%' && uriPercentEncoding.test(encoded)) {
      const decoded = String.fromCharCode(parseInt(encoded.slice(1), 16));
      normalized += uriUnreservedCharacter.test(decoded)
        ? decoded
        : encoded.toUpperCase();
      index += 3;
      continue;
    }

    const codePoint = String.fromCodePoint(fragment.codePointAt(index)!);
    normalized += uriFragmentCharacter.test(codePoint)
      ? codePoint
      : encodeURIComponent(codePoint);
    index += codePoint.length;
  }

  return normalized;
}

// `new URL` throws a TypeError that carries the raw input, `encodeURIComponent` a URIError for a
// lone surrogate: neither leaves here, only our own error with an excerpt.
function resolveURI(reference: string, baseURI: URL, keyword: string, at: string): URL {
  try {
    const url = new URL(reference, baseURI.href);
    url.hash = url.hash ? normalizeURIFragment(url.hash.slice(1)) : '';
    return url;
  } catch (error) {
    if (isStackOverflow(error)) throw error;
    throw new JsonSchemaError(
      `${at}/${keyword}`,
      `Expected ${keyword} to be a valid URI reference, received ${excerpt(JSON.stringify(String(reference)), URI_EXCERPT)}`
    );
  }
}

/**
 * cfworker's `dereference`: every subschema of `schema` by its URI, with `$ref`s resolved in
 * place (`__absolute_ref__`). Throws a `JsonSchemaError` for an unresolvable URI or for a URI
 * two subschemas share.
 */
export function dereferenceAt(schema: Schema | boolean): Record<string, Schema | boolean> {
  const lookup: Record<string, Schema | boolean> = Object.create(null);
  const rooted = new Map<object, Set<string>>();
  dereference(schema, lookup, initialBaseURI, '', '');
  return lookup;

  function dereference(
    schema: Schema | boolean,
    lookup: Record<string, Schema | boolean>,
    baseURI: URL,
    basePointer: string,
    at: string
  ): void {
    let ownId: string | undefined;
    if (schema && typeof schema === 'object' && !Array.isArray(schema)) {
      const id: string = schema.$id || schema['id'];
      if (id) {
        ownId = id;
        const url = resolveURI(id, baseURI, schema.$id ? '$id' : 'id', at);
        if (url.hash.length > 1) {
          lookup[url.href] = schema;
        } else {
          url.hash = ''; // normalize hash https://url.spec.whatwg.org/#dom-url-hash
          if (basePointer === '') {
            baseURI = url;
          } else {
            // The same walk from the same URI adds nothing new: once is enough.
            const done = rooted.get(schema) ?? new Set<string>();
            rooted.set(schema, done);
            if (!done.has(url.href)) {
              done.add(url.href);
              dereference(schema, lookup, baseURI, '', at);
            }
          }
        }
      }
    } else if (schema !== true && schema !== false) {
      return;
    }

    // compute the schema's URI and add it to the mapping.
    const schemaURI = baseURI.href + (basePointer ? '#' + basePointer : '');
    if (lookup[schemaURI] !== undefined && lookup[schemaURI] !== schema) {
      const named =
        ownId === undefined
          ? 'its URI'
          : `its $id ${excerpt(JSON.stringify(String(ownId)), URI_EXCERPT)}`;
      throw new JsonSchemaError(
        at,
        `Expected each schema URI to name one subschema: ${named} names another subschema too`
      );
    }
    lookup[schemaURI] = schema;

    // exit early if this is a boolean schema.
    if (schema === true || schema === false) {
      return;
    }

    // set the schema's absolute URI.
    if (schema.__absolute_uri__ === undefined) {
      Object.defineProperty(schema, '__absolute_uri__', {
        enumerable: false,
        value: schemaURI
      });
    }

    // if a $ref is found, resolve it's absolute URI.
    if (schema.$ref && schema.__absolute_ref__ === undefined) {
      const url = resolveURI(schema.$ref, baseURI, '$ref', at);
      Object.defineProperty(schema, '__absolute_ref__', {
        enumerable: false,
        value: url.href
      });
    }

    // if a $recursiveRef is found, resolve it's absolute URI.
    if (schema.$recursiveRef && schema.__absolute_recursive_ref__ === undefined) {
      const url = resolveURI(schema.$recursiveRef, baseURI, '$recursiveRef', at);
      Object.defineProperty(schema, '__absolute_recursive_ref__', {
        enumerable: false,
        value: url.href
      });
    }

    // if an $anchor is found, compute it's URI and add it to the mapping.
    if (schema.$anchor) {
      const url = resolveURI('#' + schema.$anchor, baseURI, '$anchor', at);
      lookup[url.href] = schema;
    }

    // process subschemas.
    for (let key in schema) {
      if (ignoredKeyword[key]) {
        continue;
      }
      const token = encodePointer(key);
      const keyBase = `${basePointer}/${token}`;
      const keyAt = `${at}/${token}`;
      const subSchema = schema[key];
      if (Array.isArray(subSchema)) {
        if (schemaArrayKeyword[key]) {
          const length = subSchema.length;
          for (let i = 0; i < length; i++) {
            dereference(subSchema[i], lookup, baseURI, `${keyBase}/${i}`, `${keyAt}/${i}`);
          }
        }
      } else if (schemaMapKeyword[key]) {
        for (let subKey in subSchema) {
          const subToken = encodePointer(subKey);
          dereference(
            subSchema[subKey],
            lookup,
            baseURI,
            `${keyBase}/${subToken}`,
            `${keyAt}/${subToken}`
          );
        }
      } else {
        dereference(subSchema, lookup, baseURI, keyBase, keyAt);
      }
    }
  }
}
