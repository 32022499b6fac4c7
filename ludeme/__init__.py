"""ludeme: the .lud game description language."""
