import type { UIFieldServerComponent } from 'payload'
import type { User } from '../../../payload-types.ts'
import { staffProjectView, type StaffImage, type StaffProjectView } from '../../server/projects/staff-project-view.server.ts'
import { PROJECT_VIEW_COPY as COPY } from './copy.ts'
import './project-view.css'

const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

function Thumbnails({ images }: { images: StaffImage[] }) {
  return (
    <ul className="project-answers__thumbs">
      {images.map((image) => (
        <li key={image.id}>
          <a href={image.url} target="_blank" rel="noreferrer" aria-label={COPY.openImage(image.name)}>
            <img src={image.thumbnailUrl} alt={image.name} loading="lazy" width={160} height={120} />
          </a>
        </li>
      ))}
    </ul>
  )
}

function RoomsTable({ rooms }: { rooms: StaffProjectView['rooms'] }) {
  if (rooms.length === 0) return <p className="project-answers__empty">{COPY.noRooms}</p>
  return (
    <div className="project-answers__table-wrap">
      <table className="project-answers__table">
        <caption className="project-answers__sr-only">{COPY.roomsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{COPY.room}</th>
            <th scope="col">{COPY.count}</th>
            <th scope="col">{COPY.surface}</th>
            <th scope="col">{COPY.level}</th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room, index) => (
            <tr key={`${room.title}-${index}`}>
              <th scope="row">{room.title}</th>
              <td>{room.count ?? '—'}</td>
              <td>{room.surface === null ? '—' : NUMBER.format(room.surface)}</td>
              <td>{room.level ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The questionnaire answers of the project, laid out for staff on its edit view: question -> answer,
 * the rooms as a table, the photos as thumbnails. NOTE: a server component (not a client one like the
 * other admin components): it reads the answers with the Local API, as the signed-in staff member.
 */
export const ProjectAnswers: UIFieldServerComponent = async ({ id, payload, req }) => {
  if (id === undefined || id === null || !req.user) return null
  let view: StaffProjectView
  try {
    view = await staffProjectView(payload, req.user as User, id)
  } catch (error) {
    payload.logger.error({ err: error, projectId: id }, 'Réponses du projet non chargées dans le back-office')
    return (
      <p className="project-answers__error" role="alert">
        {COPY.loadError}
      </p>
    )
  }
  return (
    <div className="project-answers">
      <section aria-labelledby="project-answers-title">
        <h3 id="project-answers-title">{COPY.answersTitle}</h3>
        {!view.hasQuestionnaire ? (
          <p className="project-answers__empty">{COPY.noQuestionnaire}</p>
        ) : view.answers.length === 0 ? (
          <p className="project-answers__empty">{COPY.noAnswers}</p>
        ) : (
          <dl className="project-answers__list">
            {view.answers.map((line) => (
              <div key={line.questionId} className="project-answers__row">
                <dt>{line.title}</dt>
                <dd>
                  {line.kind === 'text' ? line.text : null}
                  {line.kind === 'files' ? line.images.length === 0 ? <span className="project-answers__empty">{COPY.noImages}</span> : <Thumbnails images={line.images} /> : null}
                  {line.kind === 'rooms'
                    ? line.rooms.map((room) => `${room.piece_title} × ${room.piece_nbr} (${NUMBER.format(room.piece_surface)} m², ${room.piece_renovation})`).join(' ; ')
                    : null}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="project-rooms-title">
        <h3 id="project-rooms-title">{COPY.roomsTitle}</h3>
        <RoomsTable rooms={view.rooms} />
      </section>
      <section aria-labelledby="project-photos-title">
        <h3 id="project-photos-title">{COPY.photosTitle}</h3>
        {view.photos.length === 0 ? <p className="project-answers__empty">{COPY.noPhotos}</p> : <Thumbnails images={view.photos} />}
      </section>
    </div>
  )
}
