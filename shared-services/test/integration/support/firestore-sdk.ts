// The tests read and write through `handles.db` directly, as /manage and the server do: the SDK at once.
import '../../../src/shared/firestore-static';
