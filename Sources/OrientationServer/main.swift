print("orientation-server")
