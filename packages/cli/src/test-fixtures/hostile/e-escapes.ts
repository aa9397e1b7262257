// A module that fails to load with a message that drives the terminal and forges report lines.
throw new Error('\u001b[2J\u001b]0;pwned\u0007\nerror  none: 0 tool(s), 0 error(s)')
