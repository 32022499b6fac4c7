"""Pictures of a state for people: the text board of the prompt (:mod:`.text`), the SVG picture of
the prompt's ``svg`` command and of the browser (:mod:`.picture`), and what lies beside the board
(:mod:`.panel`), with pieces and players written as the description names them (:mod:`.notation`)."""
