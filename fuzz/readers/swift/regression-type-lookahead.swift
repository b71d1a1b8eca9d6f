let x = [(
