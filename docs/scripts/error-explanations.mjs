// What every `code` polytool produces means, and what to do about it. The codes themselves are
// read from the sources (`error-codes.mjs`); `prepare.mjs` refuses to build the error reference
// while a code of the sources has no entry here, and `test/errors.test.ts` fails too.
// Keys are grouped as on the page: [group, { code: [meaning, fix] }].

/** @type {[string, string, Record<string, [string, string]>][]} */
export const EXPLANATIONS = [
  [
    'Tool results the model reads',
    'A tool call resolves to these failures as values (`isValidationError`, `isToolFailure`), so the agent loop can send them back to the model.',
    {
      TOOL_INPUT_INVALID: [
        "The model's arguments do not match `inputSchema`. The message lists every failing path with the schema library's own message.",
        'Usually nothing: send the message back to the model, which corrects its call. If it keeps failing, make the schema or its descriptions clearer, or check the provider decode step ran (`list.decode`).',
      ],
      TOOL_OUTPUT_INVALID: [
        '`execute` returned a value that does not match `outputSchema`; the value never reaches the model.',
        'Fix `execute` (or the output schema): this is a bug in the tool, not in the model.',
      ],
      TOOL_REQUEST_CONTEXT_INVALID: [
        'The `RequestContext` given to the call does not match `requestContextSchema`. Its values are never shown to the model.',
        'Pass the values the tool requires in `new RequestContext({ … })` when you call it or create the runtime.',
      ],
      TOOL_RESUME_DATA_INVALID: [
        '`resumeData` given to resume a suspended call does not match `resumeSchema`.',
        'Resume with data of the shape the tool declares in `resumeSchema`.',
      ],
      TOOL_SUSPEND_PAYLOAD_INVALID: [
        '`execute` suspended with a payload that does not match `suspendSchema`; the payload is logged and the call ends.',
        'Fix the payload `suspend()` is called with, or the `suspendSchema`.',
      ],
      TOOL_CALL_DECLINED: [
        'The call needed approval and the approval gate, or the user, declined it.',
        'Nothing to fix: the model reads that the call was declined. Approve with `runtime.approve(id)` to run it.',
      ],
      TOOL_EXECUTION_FAILED: [
        '`execute` threw. The model reads a generic message, never the exception text, unless the tool opts in (`exposeErrors`) or throws a `ToolError`.',
        'Look at the `cause` of the `ToolExecutionError` in your logs. Throw a `ToolError` with a code of your own for failures the model should read.',
      ],
      TOOL_ERROR: [
        'The default code of a `ToolError` thrown without `code`: a failure the tool chose to show the model.',
        'Give the `ToolError` a code of your own (`{ code: "CITY_NOT_FOUND" }`) so callers can tell failures apart.',
      ],
      TOOL_ABORTED: [
        'The call was aborted (its `abortSignal`, `runtime.cancel`, or a worker shutting down) before or while `execute` ran.',
        'Nothing, when you aborted it. On workers, a call aborted by a shutdown is retried when the tool is safe to retry.',
      ],
      TOOL_TIMEOUT: [
        "The call did not finish within the runtime's `timeoutMs` (or the tool's own time limit).",
        'Raise `timeoutMs`, make the tool faster, or move it to the background (`background`).',
      ],
      TOOL_INPUT_PARSE_FAILED: [
        'The arguments the model streamed are not valid JSON (see the `JSON_*` codes for why).',
        'Nothing: the model reads the parse error and retries. Check that the provider adapter matches the stream you pass.',
      ],
      TOOL_INTERRUPTED: [
        'A background call was running when its worker or process stopped, and the tool is not safe to retry, so it is not run again.',
        'Set `background.retries` (or `mcp.annotations.idempotentHint`) when running it twice is harmless, or check the call by hand.',
      ],
      TOOL_SUSPEND_UNSUPPORTED: [
        'A tool running in the background called `suspend()`: a background call cannot wait for a user.',
        'Suspend before moving the call to the background, or run the tool in the foreground.',
      ],
      TOOL_SUSPENDED: [
        'A framework bridge (AI SDK, LangChain) called a tool that suspended: the framework has no way to wait, so the call ends with this failure.',
        'Resume the call through the polytool runtime, or use a tool that does not suspend in that framework.',
      ],
      TOOL_NOT_FOUND: [
        'A background job names a tool the worker does not have.',
        'Deploy the same tools to workers and agents; update workers before agents.',
      ],
      TOOL_RESULT_INVALID: [
        'A background result read from the queue is not a valid result (hostile or corrupted queue contents).',
        'Check who can write to the queue; give workers a `jobKey` so results are signed.',
      ],
      BACKGROUND_JOB_REPLAYED: [
        'A background job id that already ran was added again; a job id runs once.',
        'Nothing: this protects tools from running twice. Give each call its own id.',
      ],
      BACKGROUND_RESULT_SIGNATURE_INVALID: [
        "A background result's signature does not match the `jobKey`: it was not written by a worker with the key.",
        'Give agents and workers the same `jobKey`; check who can write to the queue.',
      ],
      BACKGROUND_CONTEXT_NOT_JSON: [
        'A call moving to the background has a request context that is not plain JSON, so it cannot be sent to a worker.',
        'Keep request context values JSON (strings, numbers, plain objects) for background tools.',
      ],
      BACKGROUND_JOB_INVALID: [
        'A background job read from the queue is malformed, or has a field the worker does not know.',
        'Update workers before agents; check who can write to the queue.',
      ],
    },
  ],
  [
    'Defining and calling tools',
    'Thrown by `createTool`, the runtime and the framework bridges: mistakes in code, not in model output.',
    {
      TOOL_DEFINITION_INVALID: [
        '`createTool` was given a definition that cannot work (no `id`, a schema that is not a Standard Schema, a hook that is not a function, …). Thrown as a `ToolDefinitionError` when the tool is created.',
        'Fix the option the message names.',
      ],
      SCHEMA_ASYNC_IN_SYNC: [
        'A schema holds an `async` function where its library calls it synchronously: a Valibot `check`, `custom`, `fallback` or default; an ArkType `.narrow()`; a TypeBox `Type.Refine`; a refinement of a Zod record key, a Zod `.overwrite()` or `.catch()`; a Yup default or `y.mixed()` check; an error message function of any of them (a Valibot message, a Zod `error`, an ArkType `message`, `expected`, `actual` or `problem`, a Yup test message, a TypeBox `Refine` error, an Effect `leafHook` that returns a promise). The library would take the promise as the answer (a check that always passes), as the value or as the message. Also thrown for a schema that threw while it was searched (a getter), or that has more nodes than the search reads (10,000 unless raised with `setMaxSchemaNodes`) or more than 100 times as many parts in its lists and fields (1,000,000: a list of 2^32 - 1 places; a list many nodes hold counts once), since what it holds there is not known; the message names the limit reached. Thrown as an `AsyncInSyncError` by `createTool`, with the option (`option`) and the path in the schema (`path`).',
        "Use the library's async form (`v.pipeAsync` with `v.checkAsync`, `v.fallbackAsync`; a Zod `.refine()` on the value rather than the key), or make the function synchronous; a message function must return text. Build a schema that throws while it is read before the tool. A plain function that returns a promise cannot always be told from the schema: where it gives a value, the call fails with `TOOL_INPUT_INVALID` at its path; where it gives a message, the issue reads as a clear message, never `[object Promise]`.",
      ],
      SCHEMA_LIMIT_INVALID: [
        '`setMaxSchemaNodes` was given a limit that is not a whole number from 1 to 10,000,000 (`SchemaLimitError`): `NaN`, `Infinity`, a negative or fractional number would remove the bound on schema walks or refuse every schema.',
        'Pass a whole number in that range; the default is 10,000 (`MAX_SCHEMA_NODES`).',
      ],
      INVALID_OPTIONS: [
        'A function was given options it cannot use (an unknown target, a negative limit, a wrong type).',
        'Fix the option the message names; the API reference lists every option.',
      ],
      INVALID_TOOL: [
        'Something passed as a tool is not a polytool tool (or not an array of tools).',
        'Pass tools made with `createTool`.',
      ],
      DUPLICATE_TOOL_NAME: [
        'Two tools of one list have the same id; a provider or framework could not tell their calls apart.',
        'Give every tool of a list its own `id`.',
      ],
      INVALID_EVENT: [
        'The runtime was pushed an event that is not a tool-call event (a wrong field, a wrong type).',
        'Pass the provider stream through its adapter (`openAIChatToolEvents`, `openAIResponsesToolEvents`, `anthropicToolEvents`).',
      ],
      INVALID_SNAPSHOT: [
        'A snapshot given to restore a runtime is not one the runtime wrote (or was changed in storage).',
        'Restore only what `runtime.snapshot()` returned; treat stored snapshots as untrusted.',
      ],
      DUPLICATE_TOOL_CALL: [
        'A tool call started with an id that already started.',
        "Give each call its own id (the provider's call id).",
      ],
      TOO_MANY_CALLS: [
        'A `tool-input-start` (or a restored snapshot) would take the runtime past `maxCalls` calls (10,000 by default); finished calls count.',
        'Use one runtime per turn or conversation, or raise `maxCalls`.',
      ],
      UNKNOWN_TOOL_CALL: [
        'An operation (approve, decline, resume, cancel) names a call id the runtime does not know.',
        'Use the id of a call of this runtime, or restore the snapshot that holds it first.',
      ],
      TOOL_INPUT_ENDED: [
        'An input event arrived for a call whose input had already ended.',
        "Check the provider adapter: each call's input ends once.",
      ],
      NOT_AWAITING_APPROVAL: [
        '`approve` or `decline` named a call that is not waiting for approval.',
        'Approve only calls whose status is `awaiting-approval`.',
      ],
      NOT_SUSPENDED: [
        '`resume` named a call that is not suspended.',
        'Resume only calls whose status is `suspended`.',
      ],
      RUNTIME_CLOSED: [
        'An event or operation reached a runtime that was closed.',
        'Create a new runtime, or restore its snapshot into one.',
      ],
      PROVIDER_STREAM_INVALID: [
        "A provider stream adapter read a chunk that does not have the provider's shape.",
        'Pass the stream the adapter is for (Chat Completions, Responses, Anthropic Messages).',
      ],
      INVALID_DECISION: [
        'A LangChain approval decision is not one the bridge accepts.',
        'Answer with the decision shape the message names.',
      ],
      INVALID_QUEUE_CONNECTION: [
        'The BullMQ connection options are not a Redis or PostgreSQL connection the package can use.',
        'Pass the connection options the `@polytool/bullmq` README shows.',
      ],
      OTEL_OPTIONS_INVALID: [
        'The OpenTelemetry observer was given options it cannot use.',
        'Fix the option the message names (a tracer, a `captureInput` function, …).',
      ],
      USAGE: [
        'The `polytool` command line was called with arguments it does not know.',
        'Run `polytool --help`.',
      ],
    },
  ],
  [
    'Streamed JSON',
    'Why the streamed arguments of a call could not be read (`JsonParseError`); the call ends with `TOOL_INPUT_PARSE_FAILED`.',
    {
      JSON_SYNTAX_ERROR: [
        'The arguments are not JSON.',
        'Nothing: the model reads the error and retries.',
      ],
      JSON_INCOMPLETE: [
        'The input ended in the middle of a JSON value.',
        "Nothing, usually: the model's output was cut (a token limit). Raise the provider's output token limit.",
      ],
      JSON_NUMBER_OUT_OF_RANGE: [
        'A number in the arguments is too large to be a JavaScript number.',
        'Use a string in the schema for such values.',
      ],
      JSON_TOO_DEEP: [
        "The arguments nest deeper than the parser's depth limit.",
        'Flatten the schema, or raise the limit the message names.',
      ],
    },
  ],
  [
    'JSON Schema conversion losses',
    'What a schema library could not express in JSON Schema: the `code` of an `UnrepresentableSchemaError` and of its warnings under `onUnrepresentable`.',
    {
      date: [
        'A `Date`: JSON has no date type.',
        'Use an ISO string schema (`z.iso.datetime()`, `v.pipe(v.string(), v.isoDateTime())`) for tool input and output.',
      ],
      bigint: [
        'A `bigint`: JSON numbers cannot hold it exactly.',
        'Use a string or a number schema.',
      ],
      transform: [
        "What a transform produces: a function's result has no schema.",
        'Declare the output type (a `.pipe()` into a schema), or accept the permissive schema with `onUnrepresentable: "any"`.',
      ],
      refinement: [
        'A custom check (`refine`, `check`, `narrow`): JSON Schema accepts values the validator rejects.',
        'Usually harmless (the validator still runs and the model reads its message): pass `onUnrepresentable: "any"`.',
      ],
      default: [
        'A default that JSON cannot hold, or that the library dropped.',
        'Use a JSON default value.',
      ],
      type: [
        'A type JSON has no word for: symbol, undefined, Map, Set, function, class instance.',
        'Use a JSON type (an object, an array, a string) in tool schemas.',
      ],
      constraint: [
        'A constraint the converter could not keep (regex flags, combined patterns, symbol keys).',
        'Simplify the constraint, or accept it being checked only by the validator (`onUnrepresentable: "any"`).',
      ],
      target: [
        'A keyword the requested target (draft-07, OpenAPI 3.0) cannot express.',
        'Ask for draft 2020-12, or avoid the keyword.',
      ],
      'non-json-value': [
        'A value in the emitted schema that is not JSON (a function, a bigint, `NaN`).',
        "Remove the value from the schema's metadata or defaults.",
      ],
      'conversion-failed': [
        "The library's own converter threw, or returned something that is not a JSON Schema: not an object at the root, a class instance, a number or `null` where a schema belongs (`properties: 'abc'`), a nesting deeper than 1,000 levels or a cycle, or a value whose reading threw (a getter, a Proxy trap). The error's `path` is where; what the converter threw is quoted as a redacted excerpt, and kept as the `cause`.",
        'Fix what the message names in the adapter, or report it to the library.',
      ],
      JSON_SCHEMA_MISSING: [
        'A schema has no JSON Schema: its library converts none itself (Valibot, `zod/mini`) and no adapter is bound (`MissingJsonSchemaError`).',
        'Import `createTool` from the adapter (`@polytool/valibot`, `@polytool/zod`), or bind the schema with `withAdapter`.',
      ],
      JSON_SCHEMA_ADAPTER_MISMATCH: [
        'A schema was bound to an adapter of another library (`JsonSchemaAdapterError`).',
        'Use the adapter of the library the schema was written with.',
      ],
      YUP_SCHEMA_TOO_DEEP: [
        'A Yup schema nests deeper than `libraryOptions.yup.maxDepth` levels (`YupSchemaTooDeepError`).',
        'Flatten the schema, or raise `libraryOptions.yup.maxDepth`.',
      ],
      TYPEBOX_DUPLICATE_ID: [
        'Two different schemas of a TypeBox schema carry the same `$id`, as two `Type.Cyclic`s with a definition of the same name (`TypeBoxDuplicateIdError`). TypeBox resolves references to that `$id` to one of them for both, and JSON Schema validators refuse the document.',
        'Rename the definitions of one `Type.Cyclic` (or the `$id` of one schema). Using the same `Type.Cyclic` twice is fine.',
      ],
      TYPEBOX_INVALID_OPTIONS: [
        'A limit of `libraryOptions.typebox` (`maxDepth`, `maxValues`) is not a positive integer (`TypeBoxOptionsError`): `NaN`, a negative or fractional number, or `Infinity` would remove the bound or refuse every schema.',
        'Pass a positive integer, or leave the option out for its default.',
      ],
      TYPEBOX_SCHEMA_TOO_DEEP: [
        'A TypeBox schema nests deeper than 1,000 levels.',
        'Flatten the schema, or raise `libraryOptions.typebox.maxDepth`.',
      ],
      TYPEBOX_SCHEMA_TOO_LARGE: [
        'The JSON Schema of a TypeBox schema would hold more than 1,000,000 values (`TypeBoxSchemaTooLargeError`): a schema that uses one part twice at every level (`Type.Object({ a: t, b: t })`, nested) doubles at each, since JSON Schema writes the part at each place.',
        'Give the shared part a name with `Type.Cyclic` or `$defs` and refer to it, or raise `libraryOptions.typebox.maxValues`.',
      ],
      UNREPRESENTABLE: [
        'A tool warning: a part the schema library could not express was sent as a permissive schema (`onUnrepresentable: "any"`).',
        "The validator still checks it. Read the warning's pointer; express that part in JSON if the model needs to know it.",
      ],
    },
  ],
  [
    'Provider schemas: errors',
    'Why a schema or a tool cannot be sent to a provider (`ProviderSchemaError`, `ProviderToolError`, `JsonSchemaError`).',
    {
      INVALID_SCHEMA: [
        'The input is not a JSON Schema (not an object or a boolean, or a keyword of the wrong type).',
        'Fix the schema at the pointer the error names.',
      ],
      INVALID_JSON_SCHEMA: [
        '`fromJsonSchema` was given a schema it cannot compile.',
        'Fix the schema at the pointer the error names.',
      ],
      UNSUPPORTED_PATTERN: [
        'A `pattern` uses what a linear-time engine cannot run (a backreference, a lookaround, a repeat count over 1,000).',
        'Rewrite the pattern, or pass `unsupportedPatterns: "ignore"` to leave it unenforced with a `PATTERN_NOT_ENFORCED` warning. Under `not`, `if`, `oneOf` or a `contains` with `maxContains` (or anywhere, when a `$ref` sits under one of those), "ignore" refuses it too: dropping it there would invert the check, not relax it.',
      ],
      UNRESOLVED_REF: [
        'A `$ref` points at a definition the schema does not have.',
        'Add the definition, or fix the reference.',
      ],
      UNSUPPORTED_REF: [
        'A reference the emitter cannot follow (`$dynamicRef`, a `$ref` with a fragment it does not resolve).',
        'Use `$ref` to `#/$defs/…`.',
      ],
      UNSATISFIABLE: [
        'No value can satisfy the schema (a `false` schema, an external `$ref`, contradicting keywords).',
        'Fix the schema: a model could never call the tool.',
      ],
      ONEOF_NOT_DISJOINT: [
        'A `oneOf` must become an `anyOf` for the target, and its branches overlap, so the meaning would change.',
        'Make the branches disjoint (a discriminator property), or use `anyOf`.',
      ],
      ALLOF_CONFLICT: [
        'An `allOf` has branches that contradict each other.',
        'Fix the branches: no value satisfies them all.',
      ],
      RECORD_NOT_SUPPORTED: [
        'A record (`additionalProperties` with a schema) where the target forbids one, under `records: "error"`.',
        'Use `records: "entries"` (sent as a list of key-value pairs, decoded back), or give the object fixed keys.',
      ],
      TUPLE_NOT_SUPPORTED: [
        'A tuple (`prefixItems`) the target cannot express, under `tuples: "error"`.',
        'Use an object, or the `tuples` option the message names.',
      ],
      ROOT_NOT_OBJECT: [
        'The root of an input schema is not an object, which the provider requires.',
        'Wrap the input in an object, or pass `wrapKey`.',
      ],
      ENUM_COLLISION: [
        'Two enum values become the same value for the target (Gemini enums are strings).',
        'Use enum values that differ as strings.',
      ],
      LOSSY_CONVERSION: [
        'A lossy step was needed and `lossy: "error"` was asked for.',
        'Allow it (`lossy: "warn"`, the default) or change the schema.',
      ],
      STRICT_LIMIT_EXCEEDED: [
        'One schema is over a strict-mode limit of the provider (properties, nesting, enum values, characters).',
        'Split the tool, or send it non-strict (`strict: false`).',
      ],
      STRICT_NOT_POSSIBLE: [
        'With `keepStrict: true`: the schema cannot be strict for this provider.',
        'Drop `keepStrict`, which sends it non-strict with a `STRICT_DROPPED` warning.',
      ],
      STRICT_BUDGET_EXCEEDED: [
        "With `keepStrict: true`: the strict tools of one request exceed the provider's budgets (Anthropic: 20 strict tools, 24 optional and 16 union parameters).",
        'Drop `keepStrict`, send fewer tools, or make some tools `strict: false`.',
      ],
      INVALID_TOOL_NAME: [
        'A tool id is not a name the provider accepts.',
        "Use letters, digits, `_` and `-`, within the provider's length.",
      ],
      UNKNOWN_TOOL: [
        '`list.decode(name, …)` was given the name of a tool not in the list.',
        "Nothing to do for the model's mistake: answer with an error; for your own, check the name.",
      ],
    },
  ],
  [
    'Provider schemas: warnings',
    'Lossy steps an emitter took to fit a provider; each warning has a pointer. The `decode` plan undoes them where it can.',
    {
      CONSTRAINT_IN_DESCRIPTION: [
        'The provider does not enforce a constraint (`minLength`, `maximum`, …): it is stated in the description instead.',
        'Nothing: the validator still checks it and the model reads the failure.',
      ],
      KEYWORD_DROPPED: [
        'A keyword the provider does not support was dropped (the validator still checks it). The emitted schema is looser: a model may send a value the validator then refuses (an `additionalProperties: false` dropped on Gemini `parameters` lets it send extra properties).',
        'Nothing, or avoid the keyword.',
      ],
      OPTIONAL_NULL_AMBIGUOUS: [
        'An optional field also accepts `null`: under strict mode every field is required, so absent and `null` cannot be told apart (null is passed on).',
        'Make the field optional or nullable, not both.',
      ],
      EXTRA_PROPERTIES_DROPPED: [
        'Extra properties the schema allows cannot be described: under strict mode the object is closed and they cannot be sent; where the provider has no `additionalProperties` (Gemini `parameters`) their schema is left out and the model may send them of any type (the validator checks them).',
        'Nothing, or declare the properties the model may send.',
      ],
      RECORD_AS_ENTRIES: [
        'A record is sent as a list of key-value entries, and decoded back. A list that repeats a key is handed on as sent, so the validator refuses it, rather than losing one of its values.',
        'Nothing: `decode` rebuilds the object.',
      ],
      JSON_TEXT: [
        'A part is sent as a JSON string (the provider cannot express it), and parsed back by `decode`.',
        'Nothing.',
      ],
      RECURSION_UNROLLED: [
        'A recursive schema was unrolled to `recursionDepth` levels, for a provider without recursion.',
        'Raise `recursionDepth` if the model needs deeper values.',
      ],
      ENUM_DROPPED: [
        'An enum the provider cannot take was dropped, and is checked by the validator only.',
        'Nothing, or use string values.',
      ],
      ALLOF_MERGED_LOSSY: [
        'An `allOf` was merged into one schema and some keywords could not be merged exactly.',
        'Simplify the `allOf`; the validator still checks the original.',
      ],
      STRICT_DROPPED: [
        'The tool asked for strict mode and its schema cannot be strict: it is sent non-strict.',
        'Change what the warning names, or accept it (the validator still checks every call).',
      ],
      STRICT_BUDGET: [
        "The request's strict budgets would be exceeded: this tool is sent non-strict.",
        'Nothing, or mark less important tools `strict: false` so the important ones keep strict.',
      ],
      OUTPUT_WRAPPED: [
        'An MCP output schema whose root is not an object is wrapped; `toStructuredContent` wraps the output to match.',
        'Nothing.',
      ],
      TOOL_NAME: [
        'The tool id breaks a naming rule the provider (MCP) states as a recommendation.',
        'Rename the tool when you can.',
      ],
      INPUT_EXAMPLE_INVALID: [
        "An `inputExamples` entry the tool's input schema refuses is left out of the tool entry, and of what the AI SDK and Mastra bridges hand their framework (there the warning is a `warn` log to the observer, or the console): it would teach the model a call the tool refuses. The warning names where it fails, not what it holds.",
        'Fix the example, or the schema.',
      ],
      INPUT_EXAMPLE_UNCHECKED: [
        'An `inputExamples` entry of an input schema that validates only asynchronously is shown to the model unchecked: a tool list is built synchronously.',
        'Make sure the example is valid (a test that validates it), or use a schema that validates synchronously.',
      ],
      PATTERN_NOT_ENFORCED: [
        'With `unsupportedPatterns: "ignore"`: a pattern a linear-time engine cannot run is dropped, from validation and from the JSON Schema the model is shown alike.',
        'Rewrite the pattern if it matters.',
      ],
      REF_SIBLINGS_IGNORED: [
        'Keywords beside a `$ref` in a draft-04 to draft-07 document, which those drafts ignore (all but definitions, identifiers, `title`, `description`, `examples` and `$comment`): dropped from validation and from the JSON Schema the model is shown alike, by `fromJsonSchema` and by `toProviderSchema` called on the document directly.',
        'Put the `$ref` in an `allOf` beside those keywords to have them apply, or declare a 2019-09 or later `$schema`, where they apply beside a `$ref`.',
      ],
    },
  ],
  [
    'Schema limits',
    'Every algorithm on an untrusted schema is linear or stops at a limit (`SchemaLimitError`). `limit` is the value in force, `pointer` where it was reached; raise it in `limits`.',
    {
      MAX_DEPTH: [
        'The schema nests deeper than `limits.maxDepth` (128).',
        'Flatten the schema, or raise `limits.maxDepth`.',
      ],
      MAX_INPUT_NODES: [
        'The schema has more JSON values than `limits.maxInputNodes` (1,000,000).',
        'Raise `limits.maxInputNodes` for a schema you trust.',
      ],
      MAX_UNION_PRODUCT: [
        'Distributing `allOf` over `anyOf` would make more branches than `limits.maxUnionProduct` (256).',
        'Rewrite the schema as one union, or raise `limits.maxUnionProduct`.',
      ],
      MAX_OUTPUT_NODES: [
        'An emitter would write more than `limits.maxOutputNodes` (100,000) nodes.',
        'Raise `limits.maxOutputNodes`, or lower `recursionDepth`.',
      ],
      PATTERN_TOO_LARGE: [
        'A pattern is longer than `limits.maxPatternLength` (8,192 characters).',
        'Shorten the pattern, or raise the limit.',
      ],
      PATTERN_TOO_COMPLEX: [
        "A pattern's compiled program would be over `limits.maxPatternComplexity` (10,000).",
        'Simplify the pattern (counted repeats multiply out), or raise the limit.',
      ],
      PATTERNS_TOO_COMPLEX: [
        'All the patterns of one schema together are over `limits.maxTotalPatternComplexity` (200,000).',
        'Use fewer or simpler patterns, or raise the limit.',
      ],
      TOO_MANY_PATTERN_PROPERTIES: [
        'A `patternProperties` object has more keys than `limits.maxPatternProperties` (64).',
        'Use fewer patterns, or raise the limit.',
      ],
    },
  ],
  [
    'MCP',
    'Serving tools over MCP, calling a remote server, and checking access tokens (`@polytool/mcp`).',
    {
      MCP_TOOL_DUPLICATE: [
        'Two tools served by one server have the same id.',
        'Give every tool its own `id`.',
      ],
      MCP_TOOL_NOT_EXECUTABLE: [
        'A tool without `execute` was served: a client could list it but never call it.',
        'Serve only tools with `execute`.',
      ],
      MCP_TOOL_SCHEMA_INVALID: [
        "A remote tool's input schema cannot be compiled (it is untrusted input).",
        "Nothing on your side: the tool is left out; tell the server's owner.",
      ],
      MCP_TOOLS_ALREADY_SERVED: [
        'Tools were registered twice on one MCP server.',
        'Serve the tools once per server.',
      ],
      MCP_OPTION_INVALID: [
        'An option of an MCP function is not valid.',
        'Fix the option the message names.',
      ],
      MCP_HANDLER_OPTIONS_INVALID: [
        'The HTTP handler was given options it cannot use.',
        'Fix the option the message names.',
      ],
      MCP_LISTING_CURSOR_REPEATED: [
        "A remote server's `tools/list` sent the same cursor twice: it would never end.",
        "Nothing: the listing stops. Tell the server's owner.",
      ],
      MCP_LISTING_CURSORS_TOO_LARGE: [
        "A remote server's cursors together are over the listing's size limit.",
        'Raise the limit if you trust the server.',
      ],
      MCP_LISTING_TOO_MANY_PAGES: [
        "A remote server's `tools/list` has more pages than the limit.",
        'Raise the limit if you trust the server.',
      ],
      MCP_LISTING_TOO_MANY_TOOLS: [
        'A remote server lists more tools than the limit.',
        'Raise the limit if you trust the server.',
      ],
      MCP_LISTING_TIMEOUT: [
        "A remote server's `tools/list` did not finish in time.",
        'Raise the timeout, or check the server.',
      ],
      MCP_TOKEN_MALFORMED: [
        'The access token is not a well-formed JWT.',
        'The client must send a valid bearer token.',
      ],
      MCP_TOKEN_TOO_LARGE: [
        'The access token is longer than the limit.',
        'The client must send a shorter token.',
      ],
      MCP_TOKEN_ALGORITHM: [
        'The token is signed with an algorithm the verifier does not allow.',
        "Allow the issuer's algorithm in the verifier options.",
      ],
      MCP_TOKEN_KEY_NOT_FOUND: [
        "No key of the key set matches the token's `kid`.",
        'Check the JWKS URL; the issuer may have rotated keys.',
      ],
      MCP_TOKEN_SIGNATURE: [
        "The token's signature is not valid.",
        'The client must send a token from the configured issuer.',
      ],
      MCP_TOKEN_ISSUER: [
        "The token's `iss` is not the configured issuer.",
        'Check the issuer option.',
      ],
      MCP_TOKEN_AUDIENCE: [
        "The token's `aud` does not name this server.",
        'Check the audience option, or the token the client requests.',
      ],
      MCP_TOKEN_EXPIRED: ["The token's `exp` has passed.", 'The client must refresh its token.'],
      MCP_TOKEN_NOT_YET_VALID: [
        "The token's `nbf` is in the future.",
        'Check the clocks of the issuer and the server.',
      ],
      MCP_TOKEN_SUBJECT: [
        'The token has no subject (`sub`), or the host verifier returned none.',
        'Issue tokens with a subject.',
      ],
      MCP_TOKEN_SCOPE: [
        'The token lacks a scope the server requires, or its scopes are not a list.',
        'Grant the scope to the client.',
      ],
      MCP_TOOL_NAME_INVALID: [
        'A server listed a tool with an empty name, or one whose id would be `__proto__`.',
        'Load the server with an `idPrefix`, or ask its owner to rename the tool.',
      ],
      MCP_TOOL_TASK_REQUIRED: [
        "A remote tool's listing says `execution.taskSupport: 'required'`: MCP allows it to run only as a task, and `loadMcpTools` calls tools with a plain `tools/call`. Nothing was sent.",
        "Call the tool through the SDK's task API (v1: `client.experimental.tasks.callToolStream`), or leave it out of the tools the model gets.",
      ],
      MCP_TOOL_OUTPUT_INVALID: [
        "A remote tool's structured result does not match the output schema its server listed, or is missing.",
        'Report it to the server; the result is not passed on.',
      ],
      MCP_RESPONSE_TOO_LARGE: [
        'A response from the MCP server went past `maxResponseBytes` (16 MiB by default) and was cut off (`McpResponseTooLargeError`).',
        'Raise `maxResponseBytes` if the server is trusted and its answers are that large.',
      ],
      MCP_REQUEST_TIMEOUT: [
        'An MCP request got no answer within its timeout (`McpRequestTimeoutError`, JSON-RPC `-32001`), on either SDK generation.',
        'Raise `requestOptions.timeout`, or turn on `progress: true` so a server that reports progress keeps the call alive.',
      ],
      MCP_JWKS_UNAVAILABLE: [
        'The key set could not be fetched (it is fetched at most once per `minRefetchMs`).',
        'Check the JWKS URL and the network.',
      ],
    },
  ],
]
