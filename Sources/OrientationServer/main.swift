// The executable only parses its command line and runs; everything else lives in the modules.
OrientationServerCommand.runAsMain()
