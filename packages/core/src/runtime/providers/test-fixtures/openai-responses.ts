/** A Responses API stream (`stream: true`): a message item, then two function_call items. */
export default String.raw`event: response.created
data: {"type":"response.created","sequence_number":0,"response":{"id":"resp_68a1f0c2e4b8","object":"response","created_at":1767225600,"status":"in_progress","model":"gpt-4.1-2025-04-14","output":[],"parallel_tool_calls":true}}

event: response.in_progress
data: {"type":"response.in_progress","sequence_number":1,"response":{"id":"resp_68a1f0c2e4b8","object":"response","created_at":1767225600,"status":"in_progress","model":"gpt-4.1-2025-04-14","output":[],"parallel_tool_calls":true}}

event: response.output_item.added
data: {"type":"response.output_item.added","sequence_number":2,"output_index":0,"item":{"id":"msg_68a1f0c31d7c","type":"message","status":"in_progress","content":[],"role":"assistant"}}

event: response.content_part.added
data: {"type":"response.content_part.added","sequence_number":3,"item_id":"msg_68a1f0c31d7c","output_index":0,"content_index":0,"part":{"type":"output_text","annotations":[],"text":""}}

event: response.output_text.delta
data: {"type":"response.output_text.delta","sequence_number":4,"item_id":"msg_68a1f0c31d7c","output_index":0,"content_index":0,"delta":"Checking"}

event: response.output_text.delta
data: {"type":"response.output_text.delta","sequence_number":5,"item_id":"msg_68a1f0c31d7c","output_index":0,"content_index":0,"delta":" both cities."}

event: response.output_text.done
data: {"type":"response.output_text.done","sequence_number":6,"item_id":"msg_68a1f0c31d7c","output_index":0,"content_index":0,"text":"Checking both cities."}

event: response.output_item.done
data: {"type":"response.output_item.done","sequence_number":7,"output_index":0,"item":{"id":"msg_68a1f0c31d7c","type":"message","status":"completed","content":[{"type":"output_text","annotations":[],"text":"Checking both cities."}],"role":"assistant"}}

event: response.output_item.added
data: {"type":"response.output_item.added","sequence_number":8,"output_index":1,"item":{"id":"fc_68a1f0c3a0e1","type":"function_call","status":"in_progress","arguments":"","call_id":"call_Pq7dX2mWlR","name":"weather"}}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":9,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"{\""}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":10,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"city"}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":11,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"\":\""}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":12,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"Par"}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":13,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"is"}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":14,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"\",\""}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":15,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"unit"}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":16,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"\":\""}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":17,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"cel"}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":18,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"sius"}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":19,"item_id":"fc_68a1f0c3a0e1","output_index":1,"delta":"\"}"}

event: response.function_call_arguments.done
data: {"type":"response.function_call_arguments.done","sequence_number":20,"item_id":"fc_68a1f0c3a0e1","output_index":1,"arguments":"{\"city\":\"Paris\",\"unit\":\"celsius\"}"}

event: response.output_item.done
data: {"type":"response.output_item.done","sequence_number":21,"output_index":1,"item":{"id":"fc_68a1f0c3a0e1","type":"function_call","status":"completed","arguments":"{\"city\":\"Paris\",\"unit\":\"celsius\"}","call_id":"call_Pq7dX2mWlR","name":"weather"}}

event: response.output_item.added
data: {"type":"response.output_item.added","sequence_number":22,"output_index":2,"item":{"id":"fc_68a1f0c3f7b2","type":"function_call","status":"in_progress","arguments":"","call_id":"call_Tk3vN8sQaB","name":"weather"}}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":23,"item_id":"fc_68a1f0c3f7b2","output_index":2,"delta":"{\"city"}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":24,"item_id":"fc_68a1f0c3f7b2","output_index":2,"delta":"\": \""}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":25,"item_id":"fc_68a1f0c3f7b2","output_index":2,"delta":"Tok"}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":26,"item_id":"fc_68a1f0c3f7b2","output_index":2,"delta":"yo\","}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":27,"item_id":"fc_68a1f0c3f7b2","output_index":2,"delta":" \"unit\": "}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":28,"item_id":"fc_68a1f0c3f7b2","output_index":2,"delta":"\"fahren"}

event: response.function_call_arguments.delta
data: {"type":"response.function_call_arguments.delta","sequence_number":29,"item_id":"fc_68a1f0c3f7b2","output_index":2,"delta":"heit\"}"}

event: response.function_call_arguments.done
data: {"type":"response.function_call_arguments.done","sequence_number":30,"item_id":"fc_68a1f0c3f7b2","output_index":2,"arguments":"{\"city\": \"Tokyo\", \"unit\": \"fahrenheit\"}"}

event: response.output_item.done
data: {"type":"response.output_item.done","sequence_number":31,"output_index":2,"item":{"id":"fc_68a1f0c3f7b2","type":"function_call","status":"completed","arguments":"{\"city\": \"Tokyo\", \"unit\": \"fahrenheit\"}","call_id":"call_Tk3vN8sQaB","name":"weather"}}

event: response.completed
data: {"type":"response.completed","sequence_number":32,"response":{"id":"resp_68a1f0c2e4b8","object":"response","created_at":1767225600,"status":"completed","model":"gpt-4.1-2025-04-14","output":[],"parallel_tool_calls":true}}

`
