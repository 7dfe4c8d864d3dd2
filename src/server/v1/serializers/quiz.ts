import type { Quiz } from '../../../../payload-types.ts'
import { photoPath } from '../../../../collections/Quizzes/questionnaires.server.ts'

export type WireQuiz = {
  quizz_id: string
  quizz_title: string
  quizz_subtitle: string
  quizz_img: string | null
  quizz_img2: string | null
}

/** A questionnaire as the spec's client reads it (section 3, Quiz). */
export function toWireQuiz(quiz: Quiz): WireQuiz {
  return {
    quizz_id: String(quiz.id),
    quizz_title: quiz.title,
    quizz_subtitle: quiz.subtitle ?? '',
    quizz_img: photoPath(quiz.image),
    quizz_img2: photoPath(quiz.image2),
  }
}
