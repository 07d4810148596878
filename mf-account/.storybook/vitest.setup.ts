// The story tests' project annotations: what this Storybook's preview and its addons add to a story.
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from 'storybook-react-rsbuild';
import * as previewAnnotations from './preview';
import '../../.storybook/shared/vitest.setup';

setProjectAnnotations([a11yAnnotations, previewAnnotations]);
