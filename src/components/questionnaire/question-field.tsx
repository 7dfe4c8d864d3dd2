import {
  QUESTION_TYPE,
  type AddressDraft,
  type ChoiceDraft,
  type DraftAnswer,
  type IdentityDraft,
  type ImagesDraft,
  type MultipleChoiceDraft,
  type PasswordDraft,
  type PhotoDraft,
  type Question,
  type RoomsDraft,
} from '@/domain/questionnaire'
import type { DocId } from '@/domain/ids'
import { AddressField } from './fields/address-field'
import { ChoiceField } from './fields/choice-field'
import { IdentityField } from './fields/identity-field'
import { ImagesField } from './fields/images-field'
import { MultipleChoiceField } from './fields/multiple-choice-field'
import { RoomsField } from './fields/rooms-field'
import { DateField, PasswordField, RichTextField, TextField } from './fields/text-fields'

export type QuestionFieldProps = {
  question: Question
  draft: DraftAnswer
  onChange: (draft: DraftAnswer) => void
  labelId: string
  errorId: string | undefined
  levels: { id: string; title: string }[]
  signInHref: string | null
  ensureProject: () => Promise<DocId | null>
  /** A terms question (12) answers as soon as a choice is clicked. */
  onTermsPick: (draft: ChoiceDraft) => void
}

/** The form field of a question, by type (spec section 2); the draft shapes are the engine's. */
export function QuestionField(props: QuestionFieldProps) {
  const { question, draft, onChange, labelId, errorId } = props
  const common = { question, labelId, errorId }
  switch (question.type) {
    case QUESTION_TYPE.text:
    case QUESTION_TYPE.number:
    case QUESTION_TYPE.longText:
      return <TextField {...common} draft={draft as string} onChange={onChange} signInHref={props.signInHref} />
    case QUESTION_TYPE.date:
      return <DateField {...common} draft={draft as string} onChange={onChange} />
    case QUESTION_TYPE.richText:
      return <RichTextField {...common} draft={draft as string} onChange={onChange} />
    case QUESTION_TYPE.password:
      return <PasswordField {...common} draft={draft as PasswordDraft} onChange={onChange} />
    case QUESTION_TYPE.singleChoice:
    case QUESTION_TYPE.yesNo:
      return <ChoiceField {...common} draft={draft as ChoiceDraft} onChange={onChange} />
    case QUESTION_TYPE.terms:
      return <ChoiceField {...common} draft={draft as ChoiceDraft} onChange={onChange} onPick={props.onTermsPick} />
    case QUESTION_TYPE.multipleChoice:
      return <MultipleChoiceField {...common} draft={draft as MultipleChoiceDraft} onChange={onChange} />
    case QUESTION_TYPE.address:
      return <AddressField {...common} draft={draft as AddressDraft} onChange={onChange} />
    case QUESTION_TYPE.identity:
      return <IdentityField {...common} draft={draft as IdentityDraft} onChange={onChange} />
    case QUESTION_TYPE.rooms:
      return <RoomsField {...common} draft={draft as RoomsDraft} onChange={onChange} levels={props.levels} />
    case QUESTION_TYPE.imageUpload:
      return (
        <ImagesField
          questionId={question.id}
          labelId={labelId}
          errorId={errorId}
          isSingle={false}
          ensureProject={props.ensureProject}
          draft={(draft as ImagesDraft).files}
          onChange={(files) => onChange({ files })}
        />
      )
    case QUESTION_TYPE.photo: {
      const { fileName } = draft as PhotoDraft
      return (
        <ImagesField
          questionId={question.id}
          labelId={labelId}
          errorId={errorId}
          isSingle
          ensureProject={props.ensureProject}
          draft={fileName ? [{ folderId: fileName, folderName: fileName }] : []}
          onChange={(files) => onChange({ fileName: files[0]?.folderName ?? '' })}
        />
      )
    }
  }
}
