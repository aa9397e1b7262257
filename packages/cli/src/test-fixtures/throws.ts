throw new Error('this module fails to load')
