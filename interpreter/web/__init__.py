"""Play in the browser: the matches being played (:mod:`.matches`), the web application and its
JSON API (:mod:`.app`), the page (``static/``) and the ``serve`` command (:mod:`.command`)."""
