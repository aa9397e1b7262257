// A thrown message that prints a fake report line: a clean summary the real one would follow.
throw new Error('loading failed\n0 tool(s), 4 provider(s): 0 error(s), 0 warning(s).\u2028\u202eko')
