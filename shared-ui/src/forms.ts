// @bonus-atlas/shared-ui/forms: the form fields. Only forms draw them (the brand editor, comment, reply,
// report and moderation forms), each loaded when it is needed, so a page's first load does not carry
// them. What they share with the rest of the UI (the i18n instance) comes from the package
// root, so every app's copy of this entry uses the one instance.

export { TextField, TextArea } from './text-field/TextField';
export type { TextFieldProps, TextAreaProps } from './text-field/TextField';
export type { FieldProps } from './text-field/Field';
export { SelectField } from './select-field/SelectField';
export type { SelectFieldProps, SelectOption } from './select-field/SelectField';
export { Checkbox } from './checkbox/Checkbox';
export type { CheckboxProps } from './checkbox/Checkbox';
