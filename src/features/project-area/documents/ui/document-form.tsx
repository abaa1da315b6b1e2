import { pmProjDocumentAdd } from '@/shared/api';
import { defineRecordForm } from '@/shared/ui/record-form';
import { documentForm, emptyDocument, type DocumentFormBody, type DocumentFormValues } from '../model/document-form';
import type { DocumentQuery, ProjectDocument } from '../model/document-list';
import { CategorySelect, DocumentFileUpload, LabelSelect } from './document-pickers';

/** 上传文档 (projDocument:upload): saved as a draft, version V1.0; it starts in the category chosen beside the list. */
export const DocumentForm = defineRecordForm<
  ProjectDocument,
  DocumentFormValues,
  DocumentFormBody,
  Partial<DocumentQuery>
>({
  noun: '文档',
  title: () => '上传文档',
  schema: documentForm.schema,
  fields: documentForm.fields({
    fileId: (field) => <DocumentFileUpload field={field} />,
    categoryId: (field) => <CategorySelect field={field} />,
    labelIds: (field) => <LabelSelect field={field} />,
  }),
  empty: (scope) => emptyDocument(scope?.projId ?? '', scope?.categoryId),
  add: (body, options) => pmProjDocumentAdd({ body }, options),
  width: 760,
});
