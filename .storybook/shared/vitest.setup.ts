// runs before every story file in the story tests
