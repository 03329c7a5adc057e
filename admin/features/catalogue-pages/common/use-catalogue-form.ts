import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { type FieldValues, type Path, type UseFormProps, useForm } from "react-hook-form";
import type * as z from "zod/v4/core";
import { showSaveFailure } from "./server-form-errors.js";

export interface CatalogueFormOptions<TInput extends FieldValues, TValues, TItem extends { id: number }> {
  /** The contract's input schema: the form is checked with it before anything is sent. */
  schema: z.$ZodType<TValues, TInput>;
  /** The item being edited; undefined: a new one. */
  item: TItem | undefined;
  defaultValues: NoInfer<UseFormProps<TInput, unknown, TValues>["defaultValues"]>;
  /** The form's fields, so the fields the server refuses (VALIDATION_ERROR) are marked. */
  fields: readonly NoInfer<Path<TInput>>[];
  /** Error codes that concern one field, marked on it (see showSaveFailure). */
  fieldOfCode?: Partial<Record<string, NoInfer<Path<TInput>>>>;
  save(values: TValues, id: number | undefined): Promise<TItem>;
  onSaved(item: TItem, created: boolean): void;
  onClose(): void;
}

/**
 * The form behind every catalogue add/edit dialog: react-hook-form checked by the contract's
 * schema, the save, and a refused save shown as a warning with the fields concerned marked. The
 * dialog spreads `dialog` on its FormDialog and lays out its own fields with `form` and `errors`.
 */
export function useCatalogueForm<TInput extends FieldValues, TValues, TItem extends { id: number }>({
  schema,
  item,
  defaultValues,
  fields,
  fieldOfCode,
  save,
  onSaved,
  onClose,
}: CatalogueFormOptions<TInput, TValues, TItem>) {
  const { i18n } = useLingui();
  const form = useForm<TInput, unknown, TValues>({ resolver: zodResolver(schema), defaultValues });
  const handle = form.handleSubmit(async (values) => {
    try {
      onSaved(await save(values, item?.id), !item);
    } catch (error) {
      showSaveFailure(i18n, error, form.setError, fields, fieldOfCode);
    }
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // A second submit while saving does nothing (the button stays focusable: aria-disabled).
  const submit: typeof handle = (event) => {
    if (!isSubmitting) return handle(event);
    event?.preventDefault();
    return Promise.resolve();
  };
  return {
    form,
    errors,
    dialog: { onSubmit: submit, submitting: isSubmitting, dirty: isDirty && !isSubmitting, onClose },
  };
}
