// For entries whose modules import Firestore Lite statically anyway (/manage's editing and moderation,
// the server's reads, Node tests): hands the SDK to the app's handles at once, so `handles.db` works
// without a first `await firestoreSdk()`. The package root does not import this (see firestore-sdk.ts).
import * as firebaseApp from 'firebase/app';
import * as firestoreLite from 'firebase/firestore/lite';
import { provideFirestoreSdk } from '@bonus-atlas/shared-services/kernel';

provideFirestoreSdk(firestoreLite, firebaseApp);
