import { ProjectStatusField as ProjectStatusField_77775f986badfd041e82550f154f8068 } from '../../../collections/admin/project-view/project-status-field.tsx'
import { ProjectAnswers as ProjectAnswers_cda259a5d9d16fc61d2fd8afdc6b8c2d } from '../../../collections/admin/project-view/project-answers.tsx'
import { IndicativeBudget as IndicativeBudget_cfb8557c71272321901a640f9718d2f3 } from '../../../collections/admin/project-view/indicative-budget.tsx'
import { QuestionnairePreviewButton as QuestionnairePreviewButton_21f92a86b877b893cf19c1879ceab613 } from '../../../collections/admin/questionnaire-preview/preview-button.tsx'
import { QuestionnaireCheckPanel as QuestionnaireCheckPanel_687e0eb48ff0d5f5fb9c0c269c8a80c9 } from '../../../collections/admin/questionnaire-check/check-panel.tsx'
import { QuestionOrderView as QuestionOrderView_1a36e2a9fb4701ebc43690d5c017f0ea } from '../../../collections/admin/question-order/order-view.tsx'
import { QuestionnaireGraphView as QuestionnaireGraphView_2329ab5a3b9ac0aab9c4e59685958888 } from '../../../collections/admin/questionnaire-graph/graph-view.tsx'
import { ConditionLinkField as ConditionLinkField_3cfaa0caee4ef809fb4993024165f39a } from '../../../collections/admin/condition-builder/condition-link-field.tsx'
import { ConditionOperatorField as ConditionOperatorField_1a5b5c179dc1a46d49b2d4fd3fea3da8 } from '../../../collections/admin/condition-builder/condition-operator-field.tsx'
import { ConditionValueField as ConditionValueField_d39320c294f298d58a702b1d8f9f8721 } from '../../../collections/admin/condition-builder/condition-value-field.tsx'
import { RuleRowLabel as RuleRowLabel_f1c31f7ce14ec8165100cf15a00fad6c } from '../../../collections/admin/condition-builder/rule-row-label.tsx'
import { StyleCardPreview as StyleCardPreview_bd869e3c80e60126f5439945703da1d1 } from '../../../collections/admin/style-card-preview/style-card-preview.tsx'
import { ResetCodeLimitButton as ResetCodeLimitButton_6e82725663f06727e3331574cc91112a } from '../../../collections/admin/signature-code-limit/reset-code-limit-button.tsx'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { Icon as Icon_acaed7db87f2845dcabb4319778f2789 } from '../../../collections/admin/brand/logo.tsx'
import { Logo as Logo_acaed7db87f2845dcabb4319778f2789 } from '../../../collections/admin/brand/logo.tsx'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/collections/admin/project-view/project-status-field.tsx#ProjectStatusField": ProjectStatusField_77775f986badfd041e82550f154f8068,
  "/collections/admin/project-view/project-answers.tsx#ProjectAnswers": ProjectAnswers_cda259a5d9d16fc61d2fd8afdc6b8c2d,
  "/collections/admin/project-view/indicative-budget.tsx#IndicativeBudget": IndicativeBudget_cfb8557c71272321901a640f9718d2f3,
  "/collections/admin/questionnaire-preview/preview-button.tsx#QuestionnairePreviewButton": QuestionnairePreviewButton_21f92a86b877b893cf19c1879ceab613,
  "/collections/admin/questionnaire-check/check-panel.tsx#QuestionnaireCheckPanel": QuestionnaireCheckPanel_687e0eb48ff0d5f5fb9c0c269c8a80c9,
  "/collections/admin/question-order/order-view.tsx#QuestionOrderView": QuestionOrderView_1a36e2a9fb4701ebc43690d5c017f0ea,
  "/collections/admin/questionnaire-graph/graph-view.tsx#QuestionnaireGraphView": QuestionnaireGraphView_2329ab5a3b9ac0aab9c4e59685958888,
  "/collections/admin/condition-builder/condition-link-field.tsx#ConditionLinkField": ConditionLinkField_3cfaa0caee4ef809fb4993024165f39a,
  "/collections/admin/condition-builder/condition-operator-field.tsx#ConditionOperatorField": ConditionOperatorField_1a5b5c179dc1a46d49b2d4fd3fea3da8,
  "/collections/admin/condition-builder/condition-value-field.tsx#ConditionValueField": ConditionValueField_d39320c294f298d58a702b1d8f9f8721,
  "/collections/admin/condition-builder/rule-row-label.tsx#RuleRowLabel": RuleRowLabel_f1c31f7ce14ec8165100cf15a00fad6c,
  "/collections/admin/style-card-preview/style-card-preview.tsx#StyleCardPreview": StyleCardPreview_bd869e3c80e60126f5439945703da1d1,
  "/collections/admin/signature-code-limit/reset-code-limit-button.tsx#ResetCodeLimitButton": ResetCodeLimitButton_6e82725663f06727e3331574cc91112a,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/collections/admin/brand/logo.tsx#Icon": Icon_acaed7db87f2845dcabb4319778f2789,
  "/collections/admin/brand/logo.tsx#Logo": Logo_acaed7db87f2845dcabb4319778f2789,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
