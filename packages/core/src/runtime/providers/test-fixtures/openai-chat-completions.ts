/** A Chat Completions stream (`stream: true`, `stream_options.include_usage`): text, then two parallel tool calls. */
export default String.raw`data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"role":"assistant","content":"","refusal":null},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"content":"Checking both cities."},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_Pq7dX2mWlR","type":"function","function":{"name":"weather","arguments":""}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\""}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"city"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\":\""}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"Par"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"is"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\",\""}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"unit"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\":\""}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"cel"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"sius"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"}"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"call_Tk3vN8sQaB","type":"function","function":{"name":"weather","arguments":""}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"{\"city"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"\": \""}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"Tok"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"yo\","}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":" \"unit\": "}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"\"fahren"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"heit\"}"}}]},"logprobs":null,"finish_reason":null}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"tool_calls"}]}

data: {"id":"chatcmpl-AxW3kq9Zr1","object":"chat.completion.chunk","created":1767225600,"model":"gpt-4.1-2025-04-14","service_tier":"default","system_fingerprint":"fp_51e1070cf2","choices":[],"usage":{"prompt_tokens":82,"completion_tokens":51,"total_tokens":133}}

data: [DONE]

`
